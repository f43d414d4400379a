// The addresses of a course (its product's slug) and of its lessons.
export const coursePath = (slug: string) => `/courses/${encodeURIComponent(slug)}`;

export const lessonPath = (slug: string, lessonId: number) => `${coursePath(slug)}/lessons/${lessonId}`;
