import type { CompleteCourseLessonApiArg, CourseProgressDto } from '../../api/generated';
import { contractApi } from '../../api/generated-extras';

// Tags for the learner's generated endpoints (generated.ts is never edited by hand). A course's
// answer depends on who reads it (enrolled or not, what is done): signing in or out ('User') reads
// it again, and so does any progress the student makes ('Course'), on the course page and the
// account's My Courses alike. A lesson is not read again for its tick (each read counts as opening
// it): the answer of "Mark complete" puts the tick in place.
const taggedApi = contractApi.enhanceEndpoints({
  addTagTypes: ['Course'],
  endpoints: {
    getCourse: { providesTags: ['Course', 'User'] },
    getCourseLesson: { providesTags: ['User'] },
    listMyCourses: { providesTags: ['Course', 'User'] },
    completeCourseLesson: { invalidatesTags: ['Course'] },
    uncompleteCourseLesson: { invalidatesTags: ['Course'] },
    // read again after the change: a read already on its way when the switch moved answers the old choice
    setCourseDripMails: { invalidatesTags: ['Course'] },
  },
});

// A lesson marked complete (or not) as the server answered: its tick, and the course's progress at
// once (the course is read again behind them for its outline and where to resume).
const marked = (done: boolean, { slug, lessonId }: CompleteCourseLessonApiArg, progress: CourseProgressDto) => [
  taggedApi.util.updateQueryData('getCourseLesson', { slug, lessonId }, (lesson) => {
    lesson.completed = done;
  }),
  taggedApi.util.updateQueryData('getCourse', { slug }, (course) => {
    if (course.enrolment) Object.assign(course.enrolment, progress);
  }),
];

export const coursesApi = taggedApi.enhanceEndpoints({
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
    // the switch shows the choice at once, and turns back if the server refuses it
    setCourseDripMails: {
      async onQueryStarted({ slug, setDripMailsDto }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          taggedApi.util.updateQueryData('getCourse', { slug }, (course) => {
            if (course.enrolment) course.enrolment.dripMails = setDripMailsDto.enabled;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    },
  },
});

export const {
  useGetCourseQuery,
  useGetCourseLessonQuery,
  useCompleteCourseLessonMutation,
  useUncompleteCourseLessonMutation,
  useListMyCoursesQuery,
  useSetCourseDripMailsMutation,
} = coursesApi;

export type {
  CourseDto,
  CourseEnrolmentDto,
  CourseLessonSummaryDto,
  CourseProgressDto,
  LessonAttachmentDto,
  LessonDto,
  LessonVideoDto,
  MyCourseDto,
} from '../../api/generated';
