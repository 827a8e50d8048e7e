// The /lk profile page as a member uses it: its sections, their fields, save buttons and results.
import type { Locator, Page } from '@playwright/test';

export class ProfilePage {
  readonly personal: Locator;
  readonly work: Locator;
  readonly account: Locator;
  readonly avatar: Locator;
  readonly passport: Locator;
  readonly scans: Locator;
  readonly sidebarAvatar: Locator;

  constructor(readonly page: Page) {
    this.personal = page.getByRole('region', { name: 'Личные данные' });
    this.work = page.getByRole('region', { name: 'Место работы' });
    this.account = page.getByRole('region', { name: 'Учётная запись' });
    this.avatar = page.getByRole('region', { name: 'Аватар' });
    this.passport = page.getByRole('region', { name: 'Паспортные данные' });
    this.scans = page.getByRole('region', { name: 'Сканы документов' });
    // The avatar is decorative (alt=""): its link carries the name, so it is found by its place.
    this.sidebarAvatar = page.locator('#sidebar a[href="/lk"] img').first();
  }

  async goto(): Promise<void> {
    await this.page.goto('/lk');
    // The forms appear once the profile has loaded (skeletons until then).
    await this.field(this.personal, 'Имя').waitFor();
    await this.passportForm.getByRole('button', { name: 'Сохранить' }).waitFor();
  }

  get passportForm(): Locator {
    return this.passport.locator('form');
  }

  field(section: Locator, label: string): Locator {
    return section.getByLabel(new RegExp(`^${label}( \\(необязательно\\))?$`));
  }

  save(section: Locator): Locator {
    return section.getByRole('button', { name: 'Сохранить', exact: true });
  }

  /** The live region that announces the section form's save result. */
  result(form: Locator): Locator {
    return form.getByRole('status').first();
  }

  /** The review status beside the heading; screen readers hear 'Статус проверки: …'. */
  statusBadge(status: string): Locator {
    return this.passport.getByText(new RegExp(`^Статус проверки:\\s*${status}$`));
  }

  scanCard(title: string): Locator {
    return this.scans.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }
}
