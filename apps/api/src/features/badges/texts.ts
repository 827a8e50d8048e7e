// The Russian texts of a badge's announcement (docs/product.md §11.5); the profile's are the web app's.
export const badgeNotice = {
  awarded: (name: string, ruleText: string) => ({
    title: `Новая награда: «${name}»`,
    body: `${ruleText} — награда в вашем профиле.`,
  }),
};
