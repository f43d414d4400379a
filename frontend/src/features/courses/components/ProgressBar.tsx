import '../courses.css';

// How far a student is through a course: a bar and its percent, with the lessons done (no antd, so
// the course page and the account's My Courses share it).
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
      <div
        className="course-progress__track"
        role="progressbar"
        aria-label="Course progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
      >
        <div className="course-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="course-progress__text">
        <strong>{percent}% complete</strong>
        <span>
          {completedLessons} of {totalLessons} {totalLessons === 1 ? 'lesson' : 'lessons'}
        </span>
      </p>
    </div>
  );
}
