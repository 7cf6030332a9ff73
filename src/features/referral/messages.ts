// Texts of the Refer a Friend area (spec 2.1 /refer-a-friend).
export { REFERRAL_TITLE } from './title';

export const REFERRAL_TEXT = {
  lead: 'Give friends your link. When their system is installed, you get a $100 bill credit.',
  noService: 'Choose a service to see its referral code.',
  codeLoading: 'Loading your referral code',
  codeError: 'Failed to get referral code.',
  codeLabel: 'Your referral code',
  linkLabel: 'Your share link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
  email: 'Share by email',
  share: 'Share…',
  emailSubject: 'Protect your home with Smart Home Security',
  emailBody: (link: string) =>
    `I use Smart Home Security and thought you might like it. Order with my link and we both benefit: ${link}`,
  listTitle: 'Your referrals and rewards',
  listLoading: 'Loading your referrals',
  listError: 'Failed to get referrals.',
  listEmpty: 'No referrals yet. Share your link to get started.',
  earned: 'Credited to your bill',
  pending: 'On its way',
  noLink:
    'The share link is not available: the buy site address is missing from the configuration.',
} as const;

export const REFERRAL_STATUS = {
  pending: 'Signed up, not installed yet',
  installed: 'Installed: credit on its way',
  rewarded: 'Credited',
} as const;
