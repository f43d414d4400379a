// What other modules may use of auth; everything else is private to it.
export { AuthModule } from './auth.module';
export { UsersService } from './users.service';
