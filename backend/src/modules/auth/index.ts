// What other modules may use of auth; everything else is private to it.
export { AuthModule } from './auth.module';
// the AES-GCM seal, for a module that must read back a secret it keeps (webhooks' signing secrets)
export { Seal } from './tokens/token-seal';
export { UsersService } from './users.service';
export { toUserDto } from './dto/user.dto';
export type { UserEntity } from './entities/user.entity';
export { AccountsService, type AccountToDelete } from './account/accounts.service';
export { ProductUpdatesService, type ProductUpdatesPreference } from './preferences/product-updates.service';
