import { ApiProperty } from '@nestjs/swagger';

export class ExportedAssistantQuestionDto {
  @ApiProperty({ type: String, format: 'date-time' }) askedAt: string;
  @ApiProperty({ example: 'Do you offer refunds?' }) question: string;
  @ApiProperty({ description: 'What the assistant answered' }) answer: string;
}

export class ExportedConversationDto {
  @ApiProperty({ type: String, format: 'date-time' }) startedAt: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'When its last question was asked' })
  lastAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was sent to the owner' })
  handedOverAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The address given for the owner’s reply' })
  handoverEmail: string | null;
  @ApiProperty({ type: [ExportedAssistantQuestionDto], description: 'In the order they were asked' })
  questions: ExportedAssistantQuestionDto[];
}
