import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
  UploadedFile,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { tmpdir } from 'node:os';
import { AdminOnly, Public } from '../../../core/access/access.decorators';
import { PublicRead } from '../../../core/http/cached-read';
import type { SessionUser } from '../../../core/access/session-user';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { IdParam } from '../../../core/http/int4';
import { Page } from '../../../core/paging/page';
import { PagedResponse } from '../../../core/paging/paged-response';
import { MAX_IMAGE_BYTES } from '../../../core/storage/image-upload';
import { isPaged, ListProductsQuery } from './dto/list-products.query';
import { ProductDto, toProductDto } from './dto/product.dto';
import { CreateProductDto, UpdateProductDto } from './dto/save-product.dto';
import { ProductsService } from './products.service';
import { MAX_DIGITAL_BYTES, ProductUploadsService } from './uploads.service';

class UploadedDigitalFileDto {
  @ApiProperty({
    example: 'private:0f1e2d3c4b5a69788796a5b4c3d2e1f0.pdf',
    description: 'A private reference, not a URL',
  })
  path: string;

  @ApiProperty({ example: 'workbook.pdf' })
  originalName: string;
}

class UploadDigitalResponseDto {
  @ApiProperty({ type: UploadedDigitalFileDto })
  file: UploadedDigitalFileDto;
}

class UploadImagesResponseDto {
  @ApiProperty({ type: [String] })
  imageUrls: string[];
}

class RetiredDemoProductsDto {
  @ApiProperty({ example: 4, description: 'How many demo products were archived' })
  archived: number;
}

const isAdmin = (req: Request) => (req.user as SessionUser | undefined)?.role === 'admin';

@ApiTags('products')
@Controller()
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly uploads: ProductUploadsService,
  ) {}

  @Get('products')
  @Public()
  // an admin also sees each product's private file reference, and in the whole list the archived ones
  @PublicRead(['products', 'orders', 'product_reviews', 'course_enrolments'], { sameForSignedIn: false })
  @ApiOperation({
    summary: 'The products in the shop, newest first: all of them, or a page at a time',
    description:
      'Without `limit` and `cursor`: every product (for an admin the archived ones too). With either: the shop ' +
      'a page at a time (never the archived ones); the next page: pass `cursor` = the X-Next-Cursor header of ' +
      'this one (or follow the Link header); the last page has neither. `type` keeps one type in either form.',
  })
  @PagedResponse(ProductDto, { withTotal: false, badFilters: 'An unknown type' })
  async listProducts(@Query() query: ListProductsQuery, @Req() req: Request): Promise<Page<ProductDto>> {
    const admin = isAdmin(req);
    if (isPaged(query)) return (await this.products.listPage(query)).map((p) => toProductDto(p, admin));
    const all = await (admin ? this.products.listAll() : this.products.list());
    const ofType = query.type ? all.filter((p) => p.type === query.type) : all;
    return new Page(
      ofType.map((p) => toProductDto(p, admin)),
      null,
    );
  }

  // one parameter name for GET (a slug) and PATCH/DELETE (an id) of this one address
  @Get('products/:product')
  @Public()
  @PublicRead(['products', 'orders', 'product_reviews', 'course_enrolments'], { sameForSignedIn: false })
  @ApiOperation({ summary: "One product by its slug (its page's address, /products/{slug})" })
  @ApiParam({ name: 'product', description: 'The product’s slug' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'This product no longer exists.' })
  async getProduct(@Param('product') slug: string, @Req() req: Request): Promise<ProductDto> {
    return toProductDto(await this.products.findBySlug(slug, isAdmin(req)), isAdmin(req));
  }

  @Post('products/:id/archive')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive a product: out of the shop, the assistant and the sitemap; kept in past orders' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'This product no longer exists.' })
  async archiveProduct(@IdParam('id') id: number): Promise<ProductDto> {
    return toProductDto(await this.products.setArchived(id, true), true);
  }

  @Post('products/:id/unarchive')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Put an archived product back in the shop, or a draft in it for the first time (publish)' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'This product no longer exists.' })
  async unarchiveProduct(@IdParam('id') id: number): Promise<ProductDto> {
    return toProductDto(await this.products.setArchived(id, false), true);
  }

  @Delete('products/:product')
  @AdminOnly()
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a product no order ever had (otherwise archive it)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'This product no longer exists.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'It has been bought: archive it instead' })
  async deleteProduct(@IdParam('product', 'The product’s id') id: number): Promise<void> {
    await this.products.remove(id);
  }

  @Post('demo/retire-products')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive every demo product still in the shop, in one click' })
  @ApiOkResponse({ type: RetiredDemoProductsDto })
  async retireDemoProducts(): Promise<RetiredDemoProductsDto> {
    return { archived: await this.products.retireDemo() };
  }

  @Post('products')
  @AdminOnly()
  @ApiOperation({ summary: 'Create a product' })
  @ApiCreatedResponse({ type: ProductDto })
  async createProduct(@Body() body: CreateProductDto): Promise<ProductDto> {
    return toProductDto(await this.products.create(body), true);
  }

  @Patch('products/:product')
  @AdminOnly()
  @ApiOperation({ summary: 'Update a product (only the fields sent)' })
  @ApiOkResponse({ type: ProductDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'This product no longer exists.' })
  async updateProduct(
    @IdParam('product', 'The product’s id') id: number,
    @Body() body: UpdateProductDto,
  ): Promise<ProductDto> {
    return toProductDto(await this.products.update(id, body), true);
  }

  @Post('demo/create-product')
  @AdminOnly()
  @ApiOperation({ summary: 'Create the demo product ($49.99)' })
  @ApiCreatedResponse({ type: ProductDto })
  async createDemoProduct(): Promise<ProductDto> {
    return toProductDto(await this.products.createDemo(), true);
  }

  @Post('upload/digital')
  @AdminOnly()
  // written to a temporary file as it comes (multer's disk storage), not held in memory
  @UseInterceptors(FileInterceptor('file', { dest: tmpdir(), limits: { fileSize: MAX_DIGITAL_BYTES, files: 1 } }))
  @ApiOperation({
    summary:
      'Upload a product file (pdf, zip, mp4, mov, avi, doc, docx, ppt, pptx, txt, epub; at most 50 MB), stored privately. ' +
      'Its content must be of the type its extension names (400 otherwise)',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' }, uploadType: { type: 'string', enum: ['digital'] } },
    },
  })
  @ApiCreatedResponse({ type: UploadDigitalResponseDto })
  async uploadDigitalFile(@UploadedFile() file: Express.Multer.File | undefined): Promise<UploadDigitalResponseDto> {
    return { file: await this.uploads.saveDigital(file) };
  }

  @Post('upload/images')
  @AdminOnly()
  @UseInterceptors(FilesInterceptor('images', 12, { limits: { fileSize: MAX_IMAGE_BYTES + 1 } }))
  @ApiOperation({ summary: 'Upload product images (several; JPG, PNG, GIF, WebP or AVIF, at most 5 MB each)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['images'],
      properties: {
        images: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 12 },
        uploadType: { type: 'string', enum: ['images'] },
      },
    },
  })
  @ApiCreatedResponse({ type: UploadImagesResponseDto })
  async uploadProductImages(
    @UploadedFiles() images: Express.Multer.File[] | undefined,
  ): Promise<UploadImagesResponseDto> {
    return { imageUrls: await this.uploads.saveImages(images) };
  }
}
