import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { listUnsubscribeHeaders, mailTemplate } from '../../../core/mail/mail-template';
import { type DripMailLine, DripReadsService } from '../drip/drip-reads.service';
import { DripStopTokens } from '../drip/drip-stop-token';

// day: YYYY-MM-DD, the site's day; lessonIds: those that opened for the student that day
export type CourseLessonsOpenedPayload = { userId: number; day: string; lessonIds: number[] };

const TEMPLATE = mailTemplate(__dirname, 'course-lessons-opened');

export const dripStopPath = '/api/courses/drip-mails/stop';

interface CourseInMail {
  title: string;
  link: string;
  stopUrl: string;
  lessons: { title: string; link: string }[];
}

function byCourse(lines: DripMailLine[], publicUrl: string, tokens: DripStopTokens): CourseInMail[] {
  const courses = new Map<number, CourseInMail>();
  for (const line of lines) {
    const slug = encodeURIComponent(line.slug);
    let course = courses.get(line.productId);
    if (!course) {
      const stop = encodeURIComponent(tokens.sign([line.enrolmentId]));
      course = {
        title: line.courseTitle,
        link: `${publicUrl}/courses/${slug}`,
        stopUrl: `${publicUrl}${dripStopPath}?token=${stop}`,
        lessons: [],
      };
      courses.set(line.productId, course);
    }
    course.lessons.push({ title: line.lessonTitle, link: `${publicUrl}/courses/${slug}/lessons/${line.lessonId}` });
  }
  return [...courses.values()];
}

function subjectOf(courses: CourseInMail[]): string {
  if (courses.length > 1) return 'New lessons are open in your courses';
  const [course] = courses;
  return course.lessons.length === 1
    ? `New lesson open: ${course.lessons[0].title}`
    : `New lessons open in ${course.title}`;
}

// One mail per student per day (subject `course-drip:<userId>:<day>`) listing, course by course,
// the lessons that opened for them at 06:00, each course with its own stop link. Bulk mail: it
// goes out by the calendar, not because the student just did something, so it carries one-click
// unsubscribe headers (RFC 8058); defineMail lets each mail bring its own headers, so the
// header's link is this student's, and it stops every course the mail lists (a mail client's
// "unsubscribe" is about the whole mail). Like the newsletter, a mail interrupted by a crash is
// not sent again: the lessons are open anyway, a second mail is only noise.
export const courseLessonsOpenedMail = defineMail({
  kind: 'course-lessons-opened',
  onUnresolved: 'give-up',
  listUnsubscribe: true,
  uses: { drip: DripReadsService, tokens: DripStopTokens },
  // null (skipped): the student stopped the mails, left the course, or moved address meanwhile
  async render(mail: QueuedMail<CourseLessonsOpenedPayload>, { drip, tokens, config }) {
    const lessonIds = mail.payload.lessonIds.map(Number);
    const lines = await drip.linesFor(Number(mail.payload.userId), mail.recipient, lessonIds);
    if (!lines.length) return null;
    const courses = byCourse(lines, config.publicUrl, tokens);
    const all = encodeURIComponent(tokens.sign(lines.map((line) => line.enrolmentId)));
    const unsubscribeUrl = `${config.publicUrl}${dripStopPath}?token=${all}`;
    return {
      template: TEMPLATE,
      subject: subjectOf(courses),
      context: { courses },
      footerNote:
        'You receive this because you are enrolled in a course whose lessons open over time. ' +
        "Each course's stop link ends these e-mails for it.",
      unsubscribeUrl,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
    };
  },
});
