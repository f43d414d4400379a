import { Spin } from 'antd';
import { useListConsultationSettingsQuery } from './api';
import { ConsultationForm } from './ConsultationForm';
import { LoadFailed } from './LoadFailed';

export const CONSULTATIONS_FAILED = 'Failed to load the consultations. Please try again later.';
export const NO_CONSULTATIONS = 'No consultation products yet: add one in the product manager.';

// The Consultations part of the Bookings area: every consultation product with its session length
// and meeting link or place, each saved on its own; one never saved cannot be booked.
export function ConsultationsPanel() {
  const { data: consultations, isLoading, isError } = useListConsultationSettingsQuery();
  if (isLoading) return <Spin aria-label="Loading the consultations" />;
  if (isError || !consultations) {
    return <LoadFailed message={CONSULTATIONS_FAILED} />;
  }
  if (!consultations.length) return <p className="booking-hours__none">{NO_CONSULTATIONS}</p>;
  return (
    <div className="booking-consultations">
      {consultations.map((consultation) => (
        <ConsultationForm key={consultation.productId} consultation={consultation} />
      ))}
    </div>
  );
}
