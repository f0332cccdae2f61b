// The admin's drivers and audit log (issue 24 points 5 and 7), in English and Arabic: an admin signed in
// at /admin-login deactivates a driver who just signed up; the audit screen says so in the language, and
// the CSV it downloads has the row. Both screens are walked with axe at 390 and 1280 px.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { checkScreen, lettersTag, openFromAdminMenu, signInAdmin } from '../support/admin';
import type { Lang } from '../support/api';
import { BASE_URL, browserSuite, DESKTOP, PHONE, unique } from '../support/browser';
import { t } from '../support/locales';

const suite = browserSuite();

/** A driver signs up (in a context of their own) and is online-ready: offline, active. */
async function signUpDriver(name: string): Promise<{ id: string; email: string }> {
  const page = await suite.page();
  await page.goto(`${BASE_URL}/`);
  const email = `driver-${unique()}@example.com`;
  const { status, body } = await page.evaluate(
    async (payload) => {
      const res = await fetch('/api/auth/register/driver', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: await res.json() };
    },
    {
      email,
      password: 'Party-time-1',
      phone: '+973 3900 4455',
      name,
      vehicleType: 'car',
      licensePlate: '778899',
    },
  );
  assert.equal(status, 200, `driver sign-up: ${JSON.stringify(body)}`);
  await page.context().close();
  return { id: (body as { user: { id: string } }).user.id, email };
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: an admin deactivates a driver, the audit log says so, and its CSV has the row`, async () => {
    const name = `Khalid ${lettersTag()}`;
    const driver = await signUpDriver(name);
    const page = await suite.page({ viewport: DESKTOP, language: lang });
    await signInAdmin(page, lang);

    await openFromAdminMenu(page, lang, 'drivers', '/admin/drivers');
    await page.getByRole('heading', { level: 1, name: t(lang, 'adminOps.drivers.title') }).waitFor();
    await page.getByLabel(t(lang, 'adminOps.drivers.search'), { exact: true }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('q') === name);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    assert.match(await card.innerText(), /778899/);
    await card.getByRole('button', { name: t(lang, 'adminOps.drivers.deactivate'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'adminOps.drivers.deactivateTitle', { name }) });
    await dialog.getByText(t(lang, 'adminOps.drivers.deactivateSignIn')).waitFor();
    await dialog
      .getByRole('button', { name: t(lang, 'adminOps.drivers.deactivateConfirm'), exact: true })
      .click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(t(lang, 'adminOps.drivers.deactivated', { name }), { exact: true }).waitFor();
    await card.getByText(t(lang, 'adminOps.drivers.inactive'), { exact: true }).waitFor();
    await card.getByRole('button', { name: t(lang, 'adminOps.drivers.activate'), exact: true }).waitFor();

    // The audit screen, filtered to this driver, says it in the language.
    await openFromAdminMenu(page, lang, 'audit', '/admin/audit');
    await page.getByRole('heading', { level: 1, name: t(lang, 'adminOps.audit.title') }).waitFor();
    await page.getByLabel(t(lang, 'adminOps.audit.targetId'), { exact: true }).fill(driver.id);
    await page.waitForURL((url) => url.searchParams.get('targetId') === driver.id);
    const sentence = t(lang, 'adminOps.audit.sentence.driver.update', { target: name });
    const entry = page.getByRole('listitem').filter({ hasText: sentence });
    await entry.waitFor();
    const text = await entry.innerText();
    assert.ok(text.includes(t(lang, 'adminOps.audit.field.isActive')), text);
    assert.ok(text.includes(t(lang, 'adminOps.audit.value.true')), text);
    assert.ok(text.includes(t(lang, 'adminOps.audit.value.false')), text);
    assert.equal(
      await page
        .getByRole('list', { name: t(lang, 'adminOps.audit.entries') })
        .getByRole('listitem')
        .count(),
      1,
    );

    // The export downloads the CSV with these filters: the BOM, the header, this one row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t(lang, 'adminOps.audit.export'), exact: true }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^haflah-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFFat,actor_id,actor_role,'), csv.slice(0, 80));
    const rows = csv.trim().split('\r\n');
    assert.equal(rows.length, 2, csv);
    assert.ok(rows[1]!.includes(`,driver.update,driver,${driver.id},${name},${name},`), rows[1]);
    assert.ok(rows[1]!.includes('admin@haflah.demo'), rows[1]);
  });
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${lang} ${size}: the drivers and audit screens have no serious or critical axe violation`, async () => {
      const where = `${lang} ${size}`;
      const page = await suite.page({ viewport, language: lang });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAdmin(page, lang);
      await page.goto(`${BASE_URL}/admin/drivers`);
      await page.getByRole('heading', { level: 1, name: t(lang, 'adminOps.drivers.title') }).waitFor();
      await page
        .getByRole('button', { name: t(lang, 'adminOps.drivers.saveMax'), exact: true })
        .first()
        .waitFor();
      await checkScreen(page, where, 'admin drivers');
      await page
        .getByRole('button', { name: t(lang, 'adminOps.drivers.deactivate'), exact: true })
        .first()
        .click();
      await page.getByRole('dialog').getByText(t(lang, 'adminOps.drivers.deactivateSignIn')).waitFor();
      await checkScreen(page, where, 'admin drivers, deactivate dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto(`${BASE_URL}/admin/audit`);
      await page.getByRole('heading', { level: 1, name: t(lang, 'adminOps.audit.title') }).waitFor();
      await checkScreen(page, where, 'admin audit log');
    });
  }
}
