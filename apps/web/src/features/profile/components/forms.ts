// The profile's parts that show only once the member's data has come — the forms (react-hook-form),
// the avatar, the scans, the consent — loaded as one chunk by lazy-forms.tsx.
export { AccountSection } from './account-section';
export { AvatarSection } from './avatar-section';
export { ConsentGiven } from './consent-field';
export { ConsentWithdrawal } from './consent-withdrawal';
export { PassportForm } from './passport-form';
export { PersonalSection } from './personal-section';
export { Scans } from './scans';
export { WorkSection } from './work-section';
