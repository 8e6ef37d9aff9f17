import { chromium } from 'playwright-core';
const [url, out, width = '360'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
if (process.env.STORE) await page.addInitScript((v) => localStorage.setItem('compareSchools', v), process.env.STORE);
await page.goto(url);
await page.waitForTimeout(2500);
if (process.env.SCROLL) { await page.mouse.wheel(0, Number(process.env.SCROLL)); await page.waitForTimeout(500); }
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
await page.screenshot({ path: out, fullPage: !process.env.SCROLL });
await browser.close();
