import '../courses.css';

// How far a student is through a course: the browser's own progress bar (a progressbar to screen
// readers) and its figures, with no antd, so the course page and the account's My Courses share it.
export function ProgressBar({
  percent,
  completedLessons,
  totalLessons,
}: {
  percent: number;
  completedLessons: number;
  totalLessons: number;
}) {
  return (
    <div className="course-progress">
      <progress className="course-progress__bar" value={percent} max={100} aria-label="Course progress" />
      <p className="course-progress__text">
        <strong>{percent}% complete</strong>
        <span>
          {completedLessons} of {totalLessons} {totalLessons === 1 ? 'lesson' : 'lessons'}
        </span>
      </p>
    </div>
  );
}
