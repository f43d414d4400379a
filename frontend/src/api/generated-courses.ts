import { baseApi as api } from './base-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCourseLesson: build.query<GetCourseLessonApiResponse, GetCourseLessonApiArg>({
      query: (queryArg) => ({ url: `/api/courses/${queryArg.slug}/lessons/${queryArg.lessonId}` }),
    }),
    completeCourseLesson: build.mutation<CompleteCourseLessonApiResponse, CompleteCourseLessonApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/${queryArg.slug}/lessons/${queryArg.lessonId}/complete`,
        method: 'POST',
      }),
    }),
    uncompleteCourseLesson: build.mutation<UncompleteCourseLessonApiResponse, UncompleteCourseLessonApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/${queryArg.slug}/lessons/${queryArg.lessonId}/complete`,
        method: 'DELETE',
      }),
    }),
    listMyCourses: build.query<ListMyCoursesApiResponse, ListMyCoursesApiArg>({
      query: () => ({ url: `/api/account/courses` }),
    }),
    streamCourseMedia: build.query<StreamCourseMediaApiResponse, StreamCourseMediaApiArg>({
      query: (queryArg) => ({
        url: `/api/courses/media/${queryArg.kind}/${queryArg.id}`,
        params: {
          expires: queryArg.expires,
          signature: queryArg.signature,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedCoursesApi };
export type GetCourseLessonApiResponse = /** status 200 OK */ LessonDto;
export type GetCourseLessonApiArg = {
  slug: string;
  lessonId: number;
};
export type CompleteCourseLessonApiResponse = /** status 200 OK */ CourseProgressDto;
export type CompleteCourseLessonApiArg = {
  slug: string;
  lessonId: number;
};
export type UncompleteCourseLessonApiResponse = /** status 200 OK */ CourseProgressDto;
export type UncompleteCourseLessonApiArg = {
  slug: string;
  lessonId: number;
};
export type ListMyCoursesApiResponse = /** status 200 OK */ MyCourseDto[];
export type ListMyCoursesApiArg = void;
export type StreamCourseMediaApiResponse = unknown;
export type StreamCourseMediaApiArg = {
  kind: 'video' | 'attachment';
  id: number;
  /** Unix seconds, from the signed link */
  expires: number;
  signature: string;
};
export type LessonVideoDto = {
  provider: 'file' | 'youtube' | 'vimeo';
  /** An uploaded file: its link signed for the reader (4 hours); YouTube/Vimeo: the video’s page */
  url: string;
  /** YouTube/Vimeo: the player to load in an iframe once the reader presses play */
  embedUrl?: string;
  /** An uploaded file: its name */
  fileName?: string;
};
export type LessonAttachmentDto = {
  id: number;
  fileName: string;
  /** Bytes */
  size: number;
  /** Its download link, signed for the reader (4 hours) */
  url: string;
};
export type LessonLinkDto = {
  id: number;
  title: string;
};
export type LessonDto = {
  id: number;
  title: string;
  moduleTitle: string;
  /** Sanitised HTML */
  bodyHtml: string;
  freePreview: boolean;
  /** The reader marked it complete */
  completed: boolean;
  video: LessonVideoDto | null;
  attachments: LessonAttachmentDto[];
  /** The lesson before it in the course (open or not); null for the first */
  previous: LessonLinkDto | null;
  /** The lesson after it in the course (open or not); null for the last */
  next: LessonLinkDto | null;
};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  statusCode: number;
  message: string;
  error?: string;
  /** One entry per invalid field (validation errors only) */
  errors?: FieldErrorDto[];
  /** When a dripped lesson opens (403 only) */
  opensAt?: string;
  /** 403 only: the signed-in owner must confirm who they are (POST /api/auth/reauthenticate), then send the request again */
  reauthenticate?: boolean;
  /** 5xx only: the request's trace id (32 hex digits). The server's log lines for the request carry it, and so does its trace when tracing is on: quote it when reporting the error. */
  reference?: string;
};
export type CourseProgressDto = {
  completedLessons: number;
  totalLessons: number;
  percent: number;
  /** When every lesson was complete */
  completedAt: string | null;
  /** The certificate once complete */
  certificateUrl: string | null;
  /** Where "Resume" leads now */
  resumeLessonId: number | null;
};
export type MyCourseDto = {
  productId: number;
  slug: string;
  title: string;
  imageUrl: string;
  enrolledAt: string;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  /** The lesson last opened */
  lastLessonTitle: string | null;
  /** Where "Resume" leads */
  resumeLessonId: number | null;
  completedAt: string | null;
  /** How the student has the course: purchase (a paid order), owner (enrolled by the owner), or membership (included with their membership: listed only while the membership includes the course) */
  source: 'purchase' | 'owner' | 'membership';
};
