import { contractApi } from '../../api/generated-extras';

// Tags for the course page's generated endpoints (generated.ts is never edited by hand; the
// learner's, the lesson player's and My Courses', are learning-api.ts's, out of this public page's
// JavaScript). A course's answer depends on who reads it (enrolled or not, what is done): signing
// in or out ('User') reads it again, and so does any progress the student makes ('Course').
const taggedApi = contractApi.enhanceEndpoints({
  addTagTypes: ['Course'],
  endpoints: {
    getCourse: { providesTags: ['Course', 'User'] },
    // read again after the change: a read already on its way when the switch moved answers the old choice
    setCourseDripMails: { invalidatesTags: ['Course'] },
  },
});

export const coursesApi = taggedApi.enhanceEndpoints({
  endpoints: {
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

export const { useGetCourseQuery, useSetCourseDripMailsMutation } = coursesApi;

export type { CourseDto, CourseEnrolmentDto, CourseLessonSummaryDto } from '../../api/generated';
