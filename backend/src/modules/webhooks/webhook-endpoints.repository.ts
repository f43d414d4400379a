import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';

export type EndpointFields = Pick<WebhookEndpointEntity, 'url' | 'description' | 'events' | 'allowPrivate' | 'enabled'>;

@Injectable()
export class WebhookEndpointsRepository {
  constructor(@InjectRepository(WebhookEndpointEntity) private readonly endpoints: Repository<WebhookEndpointEntity>) {}

  async add(fields: EndpointFields, secretSealed: string): Promise<WebhookEndpointEntity> {
    const { identifiers } = await this.endpoints.insert({ ...fields, secretSealed });
    return (await this.findById(identifiers[0].id as number))!;
  }

  findById(id: number): Promise<WebhookEndpointEntity | null> {
    return this.endpoints.findOneBy({ id });
  }

  // with its sealed secret, to sign a delivery
  findWithSecret(id: number): Promise<WebhookEndpointEntity | null> {
    return this.endpoints
      .createQueryBuilder('e')
      .addSelect('e.secret_sealed', 'e_secret_sealed')
      .where('e.id = :id', { id })
      .getOne();
  }

  // oldest first (the few endpoints an owner keeps)
  list(): Promise<WebhookEndpointEntity[]> {
    return this.endpoints.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  // false when there is no such endpoint
  async update(id: number, fields: Partial<EndpointFields> & { secretSealed?: string }): Promise<boolean> {
    if (!Object.keys(fields).length) return (await this.endpoints.existsBy({ id })) === true;
    const { affected } = await this.endpoints.update(id, fields);
    return affected === 1;
  }

  // with its deliveries (the foreign key cascades); false when there is no such endpoint
  async remove(id: number): Promise<boolean> {
    const { affected } = await this.endpoints.delete(id);
    return affected === 1;
  }
}
