import type { AutosaveState } from './autosaver';

const time = (at: Date) => at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

// The autosave's quiet line beside the save buttons: "Saved 12:04", "Saving…", "Not saved — retrying",
// or, when the post changed elsewhere, the server's sentence (and no more autosaves).
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  if (state.kind === 'idle') return null;
  const text = {
    saving: 'Saving…',
    saved: state.kind === 'saved' ? `Saved ${time(state.at)}` : '',
    failed: 'Not saved — retrying',
    conflict: state.kind === 'conflict' ? state.message : '',
  }[state.kind];
  return (
    <p
      className={`post-form__autosave post-form__autosave--${state.kind}`}
      role={state.kind === 'conflict' ? 'alert' : 'status'}
      title={state.kind === 'failed' ? state.message : undefined}
    >
      {text}
    </p>
  );
}
