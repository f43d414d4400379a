// What other modules may use of the comments: the module, and its section of the data export.
export { CommentsModule } from './comments.module';
export { ExportedCommentDto } from './dto/exported-comment.dto';
