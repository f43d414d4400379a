import type {
  CourseOutlineAdminDto,
  CourseStudentDto,
  LessonAdminDto,
  LessonAdminSummaryDto,
  SaveLessonDto,
} from '../../../api/generated-admin';
import { adminContractApi, uploadLessonAttachmentUrl, uploadLessonVideoUrl } from '../../../api/generated-admin-extras';
import { uploadWithProgress } from '../../../api/upload';

export type { CourseOutlineAdminDto, CourseStudentDto, LessonAdminDto, LessonAdminSummaryDto, SaveLessonDto };
export type CourseModuleAdmin = CourseOutlineAdminDto['modules'][number];
export type LessonAttachmentAdmin = LessonAdminDto['attachments'][number];

// Every change in the builder is a change of the course ('Course': the outline, the lesson being
// edited, and the learner's views of the course) and of its students' progress (how many
// published lessons there are).
const BUILDER_CHANGE = ['Course', 'CourseStudent'] as const;

// The course builder's endpoints (the admin's, apart from the learner's api.ts so the public
// pages never carry them), with the tags that refresh what a change touches.
export const courseBuilderApi = adminContractApi.enhanceEndpoints({
  endpoints: {
    getCourseOutlineForAdmin: { providesTags: ['Course'] },
    getCourseLessonForAdmin: { providesTags: ['Course'] },
    addCourseModule: { invalidatesTags: [...BUILDER_CHANGE] },
    renameCourseModule: { invalidatesTags: [...BUILDER_CHANGE] },
    deleteCourseModule: { invalidatesTags: [...BUILDER_CHANGE] },
    reorderCourse: { invalidatesTags: [...BUILDER_CHANGE] },
    addCourseLesson: { invalidatesTags: [...BUILDER_CHANGE] },
    saveCourseLesson: { invalidatesTags: [...BUILDER_CHANGE] },
    deleteCourseLesson: { invalidatesTags: [...BUILDER_CHANGE] },
    removeLessonVideo: { invalidatesTags: [...BUILDER_CHANGE] },
    removeLessonAttachment: { invalidatesTags: [...BUILDER_CHANGE] },
    listCourseStudents: { providesTags: ['CourseStudent'] },
    enrolCourseStudent: { invalidatesTags: ['CourseStudent'] },
    removeCourseStudent: { invalidatesTags: ['CourseStudent'] },
  },
});

export const {
  useGetCourseOutlineForAdminQuery,
  useGetCourseLessonForAdminQuery,
  useAddCourseModuleMutation,
  useRenameCourseModuleMutation,
  useDeleteCourseModuleMutation,
  useReorderCourseMutation,
  useAddCourseLessonMutation,
  useSaveCourseLessonMutation,
  useDeleteCourseLessonMutation,
  useRemoveLessonVideoMutation,
  useRemoveLessonAttachmentMutation,
  useListCourseStudentsQuery,
  useEnrolCourseStudentMutation,
  useRemoveCourseStudentMutation,
} = courseBuilderApi;

// A lesson's video or attachment file, sent with its progress shown (api/upload.ts, outside RTK
// Query); the answer is the lesson as it is now. The caller then dispatches lessonFileUploaded().
export type LessonFileKind = 'video' | 'attachment';

export function uploadLessonFile(
  kind: LessonFileKind,
  lessonId: number,
  file: Blob,
  onProgress: (percent: number) => void,
) {
  const url = kind === 'video' ? uploadLessonVideoUrl({ lessonId }) : uploadLessonAttachmentUrl({ lessonId });
  return uploadWithProgress<LessonAdminDto>(url, { file }, onProgress);
}

// After an upload: what shows the lesson, its outline and the students' progress is read again.
export const lessonFileUploaded = () => courseBuilderApi.util.invalidateTags([...BUILDER_CHANGE]);
