export { ContactModule } from './contact.module';
export { ContactService } from './contact.service';
