// Icon shapes on a 24×24 grid. `base` is the silhouette, `details` the marks inside it: the outline
// variant strokes both; the filled variant fills the silhouette and cuts the marks out of it.

interface IconShape {
  base: string;
  details?: string;
}

export const icons = {
  home: {
    base: 'M4 10.3 12 4l8 6.3V19a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19z',
    details: 'M9.5 20.5v-4.5a2.5 2.5 0 0 1 5 0v4.5',
  },
  wallet: {
    base: 'M4 7.5A2.5 2.5 0 0 1 6.5 5h11A2.5 2.5 0 0 1 20 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5z',
    details: 'M20 9.5h-3.5a2.5 2.5 0 0 0 0 5H20M16.5 12h.01',
  },
  withdraw: {
    base: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
    details: 'M9 15l6-6M10.5 9H15v4.5',
  },
  orders: {
    base: 'M7 4.5h10A1.5 1.5 0 0 1 18.5 6v13.5A1.5 1.5 0 0 1 17 21H7a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 7 4.5z',
    details: 'M9 10h6M9 13.5h6M9 17h3.5M9.5 4.5V3h5v1.5',
  },
  news: {
    base: 'M4 5.5A1.5 1.5 0 0 1 5.5 4h10A1.5 1.5 0 0 1 17 5.5V8h1.5A1.5 1.5 0 0 1 20 9.5v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z',
    details: 'M7.5 8h6M7.5 11.5h6M7.5 15h4M17 8v10.5',
  },
  profile: {
    base: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5a7.5 7.5 0 0 1 15 0z',
  },
  help: {
    base: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
    details: 'M9.6 9.4a2.5 2.5 0 1 1 3.3 2.4c-.6.2-.9.8-.9 1.4v.5M12 16.8h.01',
  },
  policy: {
    base: 'M12 3l7.5 3v5.5c0 4.5-3.2 8.3-7.5 9.5-4.3-1.2-7.5-5-7.5-9.5V6z',
    details: 'M9 12l2 2 4-4',
  },
  rules: {
    base: 'M7 3.5h7l4.5 4.5v11a1.5 1.5 0 0 1-1.5 1.5H7A1.5 1.5 0 0 1 5.5 19V5A1.5 1.5 0 0 1 7 3.5z',
    details: 'M14 3.5V8h4.5M8.5 12.5h7M8.5 16h5',
  },
  trophy: {
    base: 'M7.5 4h9v4.5a4.5 4.5 0 0 1-9 0zM12 13v4M8.5 20.5h7l-.8-3.5H9.3z',
    details: 'M7.5 6H4.5a3 3 0 0 0 3 3.5M16.5 6h3a3 3 0 0 1-3 3.5',
  },
  // Two people, the nearer one whole: the supervisor's «Команда».
  team: {
    base: 'M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0zM15.5 4.8a3.3 3.3 0 0 1 0 6.4M18 14.2a5.8 5.8 0 0 1 3.5 5.8H18',
  },
  bell: {
    base: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z',
    details: 'M10 21a2.2 2.2 0 0 0 4 0',
  },
  bellOff: {
    base: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 21a2.2 2.2 0 0 0 4 0',
    details: 'M4 4l16 16',
  },
  exit: {
    base: 'M13 4h5a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-5M15 12H4m0 0 4-4m-4 4 4 4',
  },
  menu: { base: 'M4 7h16M4 12h16M4 17h16' },
  close: { base: 'M6 6l12 12M18 6 6 18' },
  chevronLeft: { base: 'M14.5 6l-6 6 6 6' },
  chevronRight: { base: 'M9.5 6l6 6-6 6' },
  refresh: { base: 'M19.5 10.5A7.5 7.5 0 0 0 6 7.2M4.5 4v4h4M4.5 13.5A7.5 7.5 0 0 0 18 16.8M19.5 20v-4h-4' },
} satisfies Record<string, IconShape>;

export type IconName = keyof typeof icons;
