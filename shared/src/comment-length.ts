// The longest comment under a blog post, in characters: the backend's validation (and the column,
// varchar(5000)) and the comment form's counter.
export const COMMENT_MAX_LENGTH = 5000;
