import { lazy } from 'react';

// The editor of posts, legal pages and lessons. Quill is the biggest part of it: it loads when a
// form first shows it (render it inside Suspense), or earlier when asked (preloadRichTextEditor).
export const preloadRichTextEditor = () => import('./RichTextEditor');
export const RichTextEditor = lazy(preloadRichTextEditor);
