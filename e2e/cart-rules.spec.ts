import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

const product = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \d+ items?$/ });

test('a rank plan has no quantity buttons, and a second plan replaces the first', async ({ page }) => {
  await page.goto('/shop');
  await page.getByRole('tab', { name: 'Server Ranks' }).click();
  await product(page, 'Ace').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(product(page, 'Ace').getByRole('button', { name: 'Already in Cart' })).toBeDisabled();

  await product(page, 'Elite').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Rank plan replaced')).toBeVisible();
  await expect(page.getByText('Elite Rank (Monthly) replaced Ace Rank (Monthly) in your cart')).toBeVisible();
  await expect(product(page, 'Ace').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByText('One plan per order')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /Increase quantity of/ })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: /Decrease quantity of/ })).toHaveCount(0);
  await expect(drawer.getByTestId('cart-total')).toHaveText('$12.99');
});

test('with site data blocked, signing in from checkout still goes to sign-in', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Site data is blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/shop');
  await page.getByRole('tab', { name: 'Gym Tokens' }).click();
  await product(page, '3 Gym Tokens').getByRole('button', { name: 'Add to Cart' }).click();
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page
    .getByRole('dialog', { name: 'Checkout' })
    .getByRole('button', { name: 'Sign in with Discord' })
    .click();
  await expect(page).toHaveURL(/\/demo-sign-in/);
});
