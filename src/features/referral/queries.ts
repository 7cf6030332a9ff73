// Server data of the Refer a Friend area, per service.
import { useQuery } from '@tanstack/react-query';
import { getReferralCode, getReferrals } from './api';

export function useReferralCode(serviceName: string) {
  return useQuery({
    queryKey: ['referral', 'code', serviceName],
    queryFn: ({ signal }) => getReferralCode(serviceName, { signal }),
  });
}

export function useReferrals(serviceName: string) {
  return useQuery({
    queryKey: ['referral', 'referrals', serviceName],
    queryFn: ({ signal }) => getReferrals(serviceName, { signal }),
    staleTime: 0,
  });
}
