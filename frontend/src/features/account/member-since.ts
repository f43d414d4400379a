import dayjs from 'dayjs';

// Spec section 9: 'MMMM yyyy'.
export const MEMBER_SINCE_FORMAT = 'MMMM YYYY';

export const formatMemberSince = (iso: string) => dayjs(iso).format(MEMBER_SINCE_FORMAT);
