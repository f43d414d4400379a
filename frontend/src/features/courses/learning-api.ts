import type { CompleteCourseLessonApiArg, CourseProgressDto } from '../../api/generated-courses';
import { generatedCoursesApi } from '../../api/generated-courses';
import { coursesApi } from './api';

// Tags for the learner's endpoints, courses' own client (generated-courses.ts, never edited by
// hand): the lesson player and Account → My Courses, lazy screens, so the course page (api.ts) does
// not carry them. My Courses depends on who is signed in and on any progress ('Course'). A lesson is
// not read again for its tick (each read counts as opening it): the answer of "Mark complete" puts
// the tick in place.
const taggedApi = generatedCoursesApi.enhanceEndpoints({
  addTagTypes: ['Course'],
  endpoints: {
    getCourseLesson: { providesTags: ['User'] },
    listMyCourses: { providesTags: ['Course', 'User'] },
    completeCourseLesson: { invalidatesTags: ['Course'] },
    uncompleteCourseLesson: { invalidatesTags: ['Course'] },
  },
});

// A lesson marked complete (or not) as the server answered: its tick, and the course's progress at
// once (the course is read again behind them for its outline and where to resume).
const marked = (done: boolean, { slug, lessonId }: CompleteCourseLessonApiArg, progress: CourseProgressDto) => [
  taggedApi.util.updateQueryData('getCourseLesson', { slug, lessonId }, (lesson) => {
    lesson.completed = done;
  }),
  coursesApi.util.updateQueryData('getCourse', { slug }, (course) => {
    if (course.enrolment) Object.assign(course.enrolment, progress);
  }),
];

export const learningApi = taggedApi.enhanceEndpoints({
  endpoints: {
    completeCourseLesson: {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) marked(true, arg, data).forEach(dispatch);
      },
    },
    uncompleteCourseLesson: {
      async onQueryStarted(arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) marked(false, arg, data).forEach(dispatch);
      },
    },
  },
});

export const {
  useGetCourseLessonQuery,
  useCompleteCourseLessonMutation,
  useUncompleteCourseLessonMutation,
  useListMyCoursesQuery,
} = learningApi;

export type {
  CourseProgressDto,
  LessonAttachmentDto,
  LessonDto,
  LessonVideoDto,
  MyCourseDto,
} from '../../api/generated-courses';
