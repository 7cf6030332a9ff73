// Page title of the Refer a Friend area (spec 2.1).
export const REFERRAL_TITLE = 'Refer a Friend';
