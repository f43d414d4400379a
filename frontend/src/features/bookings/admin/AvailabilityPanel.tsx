import { Spin } from 'antd';
import { useGetBookingAvailabilityQuery } from './api';
import { LoadFailed } from './LoadFailed';
import { AvailabilityForm } from './AvailabilityForm';

export const AVAILABILITY_FAILED = 'Failed to load the availability. Please try again later.';

// The Availability part of the Bookings area: the saved availability, then its form.
export function AvailabilityPanel() {
  const { data: saved, isLoading, isError } = useGetBookingAvailabilityQuery();
  if (isLoading) return <Spin aria-label="Loading the availability" />;
  if (isError || !saved) {
    return <LoadFailed message={AVAILABILITY_FAILED} />;
  }
  return <AvailabilityForm saved={saved} />;
}
