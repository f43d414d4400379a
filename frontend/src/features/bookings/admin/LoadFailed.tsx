// What a part of the Bookings tab shows when its data could not be read.
export function LoadFailed({ message }: { message: string }) {
  return (
    <p className="status-message status-message--error" role="alert">
      {message}
    </p>
  );
}
