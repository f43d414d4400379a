import { lazy } from 'react';

// The editor of posts and legal pages. Quill is the biggest part of it: it loads when a form first
// shows it (render it inside Suspense).
export const RichTextEditor = lazy(() => import('./RichTextEditor'));
