import type { ProductPlanDto } from '../commerce';
import type { EnrolmentSource } from './entities/course-enrolment.entity';
import type { VideoProvider } from './entities/course-lesson.entity';

// What the learning side answers, before the DTOs turn its dates into strings.

export interface ProgressView {
  completedLessons: number;
  totalLessons: number;
  percent: number;
  completedAt: Date | null;
  certificateUrl: string | null;
  resumeLessonId: number | null;
}

export interface EnrolmentView extends ProgressView {
  enrolledAt: Date;
  lastLessonId: number | null;
  dripMails: boolean;
}

export interface LessonSummaryView {
  id: number;
  title: string;
  freePreview: boolean;
  hasVideo: boolean;
  attachmentCount: number;
  completed: boolean;
  open: boolean;
  opensAt: Date | null;
}

export interface CourseView {
  productId: number;
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
  price: string;
  priceCents: number;
  // also sold in monthly instalments (null: in full only, or not offered by this checkout)
  plan: ProductPlanDto | null;
  modules: { id: number; title: string; lessons: LessonSummaryView[] }[];
  lessonCount: number;
  enrolment: EnrolmentView | null;
}

export interface LessonView {
  id: number;
  title: string;
  moduleTitle: string;
  bodyHtml: string;
  freePreview: boolean;
  completed: boolean;
  video: { provider: VideoProvider; url: string; embedUrl?: string; fileName?: string } | null;
  attachments: { id: number; fileName: string; size: number; url: string }[];
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

export interface MyCourseView {
  productId: number;
  slug: string;
  title: string;
  imageUrl: string;
  enrolledAt: Date;
  completedLessons: number;
  totalLessons: number;
  percent: number;
  lastLessonTitle: string | null;
  resumeLessonId: number | null;
  completedAt: Date | null;
  // 'membership': included with the account's membership (listed only while it includes the course)
  source: EnrolmentSource;
}
