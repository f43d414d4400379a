// Generated from backend/openapi.json by frontend/openapi-extras.mjs (`make openapi`): never edit by hand.
import type { StreamCourseMediaApiArg } from './generated-courses';
import { linkTo } from './link';

// The downloads the browser opens itself: their addresses.
export const streamCourseMediaUrl = linkTo<StreamCourseMediaApiArg>('/api/courses/media/{kind}/{id}');
