import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { addDays } from '../lib/zoned-time';

// The week before, this week, the week after (null: this week).
export function WeekNav({ monday, onWeek }: { monday: string; onWeek: (monday: string | null) => void }) {
  return (
    <nav className="booking-days__nav" aria-label="Week">
      <Button icon={<LeftOutlined aria-hidden />} onClick={() => onWeek(addDays(monday, -7))}>
        Previous week
      </Button>
      <Button onClick={() => onWeek(null)}>This week</Button>
      <Button onClick={() => onWeek(addDays(monday, 7))}>
        Next week <RightOutlined aria-hidden />
      </Button>
    </nav>
  );
}
