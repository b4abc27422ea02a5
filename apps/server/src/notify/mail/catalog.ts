import type { Catalog } from '@app/contract/messages';

/**
 * The words of every mail the server sends, one entry per text and one column per language
 * (`satisfies Catalog`: a missing translation is a type error, and a third language is one more
 * column). A notice's own title and body come from notify/templates.ts; the words around them in
 * its e-mail (open it, the settings link) are here. How each mail is laid out: mails.ts.
 *
 * The code also stands in its subject: it shows in a phone's notification, and tests over a real
 * SMTP peer can read it without a MIME parser.
 */
export const mailMessages = {
  'mail.greeting': {
    'zh-CN': '{{name}}，您好：',
    'zh-HK': '{{name}}，您好：',
    'en-US': 'Hello {{name}},',
  },
  'mail.hello': { 'zh-CN': '您好，', 'zh-HK': '您好，', 'en-US': 'Hello,' },

  'mail.code.subject': {
    'zh-CN': '您的验证码 {{code}}',
    'zh-HK': '您的驗證碼 {{code}}',
    'en-US': 'Your verification code {{code}}',
  },
  'mail.code.intro': {
    'zh-CN': '您的验证码是：',
    'zh-HK': '您的驗證碼是：',
    'en-US': 'Your verification code is:',
  },
  'mail.code.register': {
    'zh-CN': '请在 {{minutes}} 分钟内使用此验证码完成注册。',
    'zh-HK': '請在 {{minutes}} 分鐘內使用此驗證碼完成註冊。',
    'en-US': 'Use it within {{minutes}} minutes to complete your registration.',
  },
  'mail.code.forget': {
    'zh-CN': '请在 {{minutes}} 分钟内使用此验证码重置密码。',
    'zh-HK': '請在 {{minutes}} 分鐘內使用此驗證碼重置密碼。',
    'en-US': 'Use it within {{minutes}} minutes to reset your password.',
  },
  'mail.code.login': {
    'zh-CN': '请在 {{minutes}} 分钟内使用此验证码登录。',
    'zh-HK': '請在 {{minutes}} 分鐘內使用此驗證碼登入。',
    'en-US': 'Use it within {{minutes}} minutes to log in.',
  },
  'mail.code.ignore': {
    'zh-CN': '如果这不是您本人的操作，请忽略此邮件；没有验证码，任何资料都不会被更改。',
    'zh-HK': '如果這不是您本人的操作，請忽略此郵件；沒有驗證碼，任何資料都不會被更改。',
    'en-US': 'If you did not ask for it, ignore this e-mail: nothing changes without the code.',
  },
  'mail.registered.subject': {
    'zh-CN': '您已注册过账号',
    'zh-HK': '您已註冊過帳號',
    'en-US': 'You already have an account',
  },
  'mail.registered.body': {
    'zh-CN':
      '有人（也许是您）尝试用此邮箱注册，但该邮箱已有账号。如果是您本人，请直接登录，或通过"忘记密码"重置密码；如果不是，请忽略此邮件。',
    'zh-HK':
      '有人（也許是您）嘗試用此電郵註冊，但該電郵已有帳號。如果是您本人，請直接登入，或透過"忘記密碼"重置密碼；如果不是，請忽略此郵件。',
    'en-US':
      'Someone, perhaps you, tried to register with this e-mail address, but it already has an account. If it was you, log in, or reset your password with "Forgot password". If not, ignore this e-mail.',
  },
  'mail.noAccount.subject': {
    'zh-CN': '重置密码请求',
    'zh-HK': '重置密碼請求',
    'en-US': 'Password reset request',
  },
  'mail.noAccount.body': {
    'zh-CN':
      '有人（也许是您）请求重置此邮箱对应账号的密码，但没有账号使用此邮箱。如果是您本人，您可能用了其他邮箱注册，也可以现在注册；如果不是，请忽略此邮件。',
    'zh-HK':
      '有人（也許是您）請求重置此電郵對應帳號的密碼，但沒有帳號使用此電郵。如果是您本人，您可能用了其他電郵註冊，也可以現在註冊；如果不是，請忽略此郵件。',
    'en-US':
      'Someone, perhaps you, asked to reset the password of an account with this e-mail address, but no account uses it. If it was you, you may have registered with another address, or you can register now. If not, ignore this e-mail.',
  },

  'mail.accountChange.password.subject': {
    'zh-CN': '您的账号密码已更改',
    'zh-HK': '您的帳號密碼已更改',
    'en-US': 'The password of your account was changed',
  },
  'mail.accountChange.password.body': {
    'zh-CN': '您账号（{{email}}）的密码已于 {{at}}（UTC）更改。',
    'zh-HK': '您帳號（{{email}}）的密碼已於 {{at}}（UTC）更改。',
    'en-US': 'The password of your account ({{email}}) was changed at {{at}} (UTC).',
  },
  'mail.accountChange.secondFactor.subject': {
    'zh-CN': '您账号的两步验证已更改',
    'zh-HK': '您帳號的兩步驗證已更改',
    'en-US': 'The second factor of your account was changed',
  },
  'mail.accountChange.secondFactor.body': {
    'zh-CN': '您账号（{{email}}）的两步验证方式已于 {{at}}（UTC）更改。',
    'zh-HK': '您帳號（{{email}}）的兩步驗證方式已於 {{at}}（UTC）更改。',
    'en-US': 'The second factor of your account ({{email}}) was changed at {{at}} (UTC).',
  },
  'mail.accountChange.member': {
    'zh-CN': '如果这是您本人的操作，无需处理。如果不是，请立即通过"忘记密码"重设密码，并联系我们。',
    'zh-HK': '如果這是您本人的操作，無需處理。如果不是，請立即透過"忘記密碼"重設密碼，並聯絡我們。',
    'en-US':
      'If it was you, there is nothing to do. If not, reset your password at once with "Forgot password" and contact us.',
  },
  'mail.accountChange.staff': {
    'zh-CN': '如果这是您本人的操作，无需处理。如果不是，请立即联系管理员停用账号并重设密码。',
    'zh-HK': '如果這是您本人的操作，無需處理。如果不是，請立即聯絡管理員停用帳號並重設密碼。',
    'en-US':
      'If it was you, there is nothing to do. If not, ask an administrator at once to disable the account and send you a new password link.',
  },

  'mail.staffInvitation.subject': {
    'zh-CN': '请设置您的员工账号密码',
    'zh-HK': '請設定您的員工帳號密碼',
    'en-US': 'Set the password of your staff account',
  },
  'mail.staffInvitation.body': {
    'zh-CN': '您已获邀使用经纪后台。请在 3 天内打开以下链接设置密码（仅可使用一次）：',
    'zh-HK': '您已獲邀使用經紀後台。請在 3 天內打開以下連結設定密碼（僅可使用一次）：',
    'en-US':
      'You have been invited to the back office. Open this link within 3 days to set your password (it works once):',
  },
  'mail.staffInvitation.ignore': {
    'zh-CN': '如非本人操作，请忽略此邮件。',
    'zh-HK': '如非本人操作，請忽略此郵件。',
    'en-US': 'If you did not expect this, please ignore this e-mail.',
  },
  'mail.staffPasswordLink.subject': {
    'zh-CN': '重设您的员工账号密码',
    'zh-HK': '重設您的員工帳號密碼',
    'en-US': 'Reset the password of your staff account',
  },
  'mail.staffPasswordLink.body': {
    'zh-CN': '管理员为您发送了重设密码的链接。请在 3 天内打开以下链接设置新密码（仅可使用一次）：',
    'zh-HK': '管理員為您發送了重設密碼的連結。請在 3 天內打開以下連結設定新密碼（僅可使用一次）：',
    'en-US':
      'An administrator sent you a link to set a new password. Open it within 3 days (it works once):',
  },
  'mail.staffPasswordLink.ignore': {
    'zh-CN': '如非本人需要，请忽略此邮件，原密码仍然有效。',
    'zh-HK': '如非本人需要，請忽略此郵件，原密碼仍然有效。',
    'en-US': 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },

  'mail.reservationLink.subject': {
    'zh-CN': '请填写您的{{product}}预约资料',
    'zh-HK': '請填寫您的{{product}}預約資料',
    'en-US': 'Please complete your {{product}} reservation',
  },
  'mail.reservationLink.body': {
    'zh-CN': '请打开以下链接，登录后填写您的{{product}}预约资料：',
    'zh-HK': '請打開以下連結，登入後填寫您的{{product}}預約資料：',
    'en-US': 'Please open this link, log in and complete your {{product}} reservation:',
  },
  'mail.reservationLink.private': {
    'zh-CN': '此链接仅供您本人使用，请勿转发。',
    'zh-HK': '此連結僅供您本人使用，請勿轉發。',
    'en-US': 'The link is for you alone; please do not forward it.',
  },

  'mail.notice.open': {
    'zh-CN': '在应用中查看：',
    'zh-HK': '在應用中查看：',
    'en-US': 'Open it in the app:',
  },
  'mail.notice.openLink': { 'zh-CN': '打开', 'zh-HK': '打開', 'en-US': 'Open' },
  'mail.notice.settings': {
    'zh-CN': '不想再收到此类邮件？请在此设置邮件通知：',
    'zh-HK': '不想再收到此類郵件？請在此設定郵件通知：',
    'en-US': 'Choose which e-mails you receive:',
  },
  'mail.notice.settingsLink': {
    'zh-CN': '邮件通知设置',
    'zh-HK': '郵件通知設定',
    'en-US': 'E-mail notifications',
  },
} satisfies Catalog;

export type MailKey = keyof typeof mailMessages;
