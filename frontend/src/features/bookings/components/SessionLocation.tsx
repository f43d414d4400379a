// Where a session takes place: a meeting link opens in a new tab, a place is written as it is.
export function SessionLocation({ location }: { location: string }) {
  if (!/^https?:\/\//i.test(location.trim())) return <>{location}</>;
  return (
    <a href={location.trim()} target="_blank" rel="noreferrer">
      Join the meeting ({location.trim()})
    </a>
  );
}
