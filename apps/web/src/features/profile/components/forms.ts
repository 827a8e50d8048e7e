// The profile's forms: react-hook-form and their fields, loaded as one chunk by lazy-forms.tsx.
export { AccountSection } from './account-section';
export { PassportForm } from './passport-form';
export { PersonalSection } from './personal-section';
export { WorkSection } from './work-section';
