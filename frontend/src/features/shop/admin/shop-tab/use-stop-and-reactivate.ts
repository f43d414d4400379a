import { serverMessage } from '../../../../api/error-message';
import { toast } from '../../../../components/toast';
import { type CouponDto, useActivateCouponMutation, useDeactivateCouponMutation } from '../api';
import { CHANGE_FAILED } from './coupon-form';

// Stop (refused from now on; orders keep their discount) or Reactivate, one coupon at a time
export function useStopAndReactivate() {
  const [stop, stopping] = useDeactivateCouponMutation();
  const [reactivate, reactivating] = useActivateCouponMutation();
  const busy = (id: number) =>
    (stopping.isLoading && stopping.originalArgs?.id === id) ||
    (reactivating.isLoading && reactivating.originalArgs?.id === id);
  const toggle = async (c: CouponDto) => {
    try {
      await (c.active ? stop : reactivate)({ id: c.id }).unwrap();
      toast(
        c.active
          ? { title: 'Coupon Stopped', description: `${c.code} is refused from now on.` }
          : { title: 'Coupon Reactivated', description: `${c.code} can be used again.` },
      );
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error, CHANGE_FAILED), variant: 'destructive' });
    }
  };
  return { busy, toggle };
}
