import type { StepStatsDto } from '../api';

const FIGURES: { key: keyof StepStatsDto; label: string }[] = [
  { key: 'waiting', label: 'Waiting' },
  { key: 'sent', label: 'Sent' },
  { key: 'opened', label: 'Opened' },
  { key: 'clicked', label: 'Clicked' },
  { key: 'converted', label: 'Converted' },
];

// A saved step's figures: people whose next step it is, taken, opened, clicked and paid after it.
export function StepStats({ stats }: { stats: StepStatsDto }) {
  return (
    <dl className="automations-step__stats" role="group" aria-label="Step figures">
      {FIGURES.map(({ key, label }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{stats[key].toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
