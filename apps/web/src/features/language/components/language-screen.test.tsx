import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../test/render';
import { LanguageScreen } from './language-screen';

const path = '/pages/language/index';

describe('LanguageScreen', () => {
  it('offers 简体中文, 繁體中文 and English, each named in itself', () => {
    renderScreen(<LanguageScreen />, { path, route: path });
    const names = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['简体中文', '繁體中文', 'English']);
  });

  it('switches to 繁體中文 and back, and remembers the choice', async () => {
    const user = userEvent.setup();
    renderScreen(<LanguageScreen />, { path, route: path });
    await user.click(screen.getByRole('radio', { name: '繁體中文' }));
    expect(await screen.findByRole('heading', { name: '語言設定' })).toBeInTheDocument();
    expect(screen.getByText('選擇介面語言，立即生效')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('zh-HK');
    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(await screen.findByRole('heading', { name: '语言设置' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('zh-CN');
  });
});
