export { ChatModule } from './chat.module';
export { ExportedConversationDto } from './dto/exported-assistant.dto';
