import { formatUtcDate } from '../../../../lib/en-us';
import type { PersonDto } from '../api';

const day = (at: string) => formatUtcDate(at, 'short');

// A person's sequences (their row opened): where they are in each, or when they finished or left
// it and why.
export function PersonSequences({ person }: { person: PersonDto }) {
  return (
    <ul className="automations-people__sequences" aria-label={`Sequences of ${person.email}`}>
      {person.sequences.map((s) => (
        <li key={s.id}>
          <strong>{s.name}</strong>: {s.status === 'active' && `in it since ${day(s.enteredAt)}`}
          {s.status === 'completed' && `completed on ${day(s.finishedAt!)}`}
          {s.status === 'exited' && `taken out on ${day(s.finishedAt!)}: ${s.exitReason ?? 'no reason recorded'}`}
          {s.status === 'left' && `left the series by its link on ${day(s.finishedAt!)}`}
        </li>
      ))}
    </ul>
  );
}
