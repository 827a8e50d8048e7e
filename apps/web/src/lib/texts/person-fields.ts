// The names of a member's profile and identity document fields: the profile's forms and the back
// office's identity review name them alike. Apart from common.ts, which every page loads: only those
// forms (in a chunk of their own) and the back office read them.

export const personFields = {
  lastName: 'Фамилия',
  firstName: 'Имя',
  middleName: 'Отчество',
  cityName: 'Город',
  Employer: 'Работодатель',
  Department: 'Отдел',
  JobPost: 'Должность',
  DcAddress: 'Адрес офиса продаж',
  DcNumber: 'Номер офиса продаж',
  DcDivision: 'Подразделение',
  Description: 'О себе',
  email: 'Электронная почта',
  userName: 'Имя пользователя',
  phone: 'Телефон',
  gender: 'Пол',
  passportType: 'Вид документа',
  passportCountry: 'Страна выдачи',
  serial: 'Серия',
  number: 'Номер',
  issuedAt: 'Дата выдачи',
  validTo: 'Действителен до',
  dateOfBirth: 'Дата рождения',
  registrationAddress: 'Адрес регистрации',
  registrationIssuedAt: 'Дата регистрации',
  registrationExpiresAt: 'Регистрация действует до',
  inn: 'ИНН',
} as const;
