import { expect, test } from './support/fixtures';
import { findAxeViolations } from './support/axe';

for (const width of [390, 1440]) {
  test(`the about page shows staff, terms, bubble and every policy table at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    const nodeinfo = (await (await request.get('/nodeinfo/2.0.json')).json()) as {
      metadata: {
        federation: {
          mrf_simple: Record<string, string[]>;
          mrf_simple_info: Record<string, Record<string, { reason: string }>>;
        };
      };
    };
    const { mrf_simple: simple, mrf_simple_info: info } = nodeinfo.metadata.federation;

    await page.goto('/about');
    await expect(
      page.getByRole('heading', { level: 1, name: 'About this instance' }),
    ).toBeVisible();

    const staff = page.getByRole('region', { name: 'Staff' });
    await expect(staff.getByRole('heading', { name: 'Administrators' })).toBeVisible();
    await expect(staff.getByRole('link', { name: /@marisol/ })).toBeVisible();
    await expect(staff.getByRole('link', { name: /@tobias/ })).toBeVisible();
    const headings = await staff.getByRole('heading').allTextContents();
    expect(headings).toEqual(['Staff', 'Administrators', 'Moderators']);

    await expect(page.getByRole('region', { name: 'Terms of service' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Bubble instances' }).getByText('lichen.example'),
    ).toBeVisible();

    const policy = page.getByRole('region', { name: 'Federation policy' });
    await expect(policy.getByText('SimplePolicy')).toBeVisible();
    const rejected = policy.getByRole('region', { name: 'Rejected instances' });
    for (const domain of simple['reject'] ?? []) {
      const row = rejected.getByRole('row', { name: new RegExp(domain.replace('.', '\\.')) });
      await expect(row).toContainText(info['reject']?.[domain]?.reason ?? 'Not applicable');
    }
    const nsfw = policy.getByRole('region', { name: 'Media marked sensitive' });
    for (const domain of simple['media_nsfw'] ?? []) {
      await expect(
        nsfw.getByRole('row', { name: new RegExp(domain.replace('.', '\\.')) }),
      ).toContainText('Not applicable');
    }
    await expect(policy.getByRole('region', { name: 'Quarantined instances' })).toBeVisible();
    await expect(
      policy.getByRole('region', { name: 'Removed from the federated timeline' }),
    ).toBeVisible();
    await expect(policy.getByRole('region', { name: 'Media removed' })).toBeVisible();
    await expect(policy.getByText('“teh” becomes “the”')).toBeVisible();
    await expect(page.getByRole('main').getByRole('region', { name: 'Features' })).toBeVisible();
    expect(await findAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/about-${width}.png`, fullPage: true });
  });
}
