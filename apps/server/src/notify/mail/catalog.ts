import type { LabelCatalog } from '@app/contract/messages';

/**
 * The words of every mail the server sends, one Labels row ({zh, hk, en}) per text
 * (`satisfies LabelCatalog`: a missing translation is a type error). A notice's own title and body come from notify/templates.ts; the words around them in
 * its e-mail (open it, the settings link) are here. How each mail is laid out: mails.ts.
 *
 * The code also stands in its subject: it shows in a phone's notification, and tests over a real
 * SMTP peer can read it without a MIME parser.
 */
export const mailMessages = {
  'mail.greeting': {
    zh: '{{name}}，您好：',
    hk: '{{name}}，您好：',
    en: 'Hello {{name}},',
  },
  'mail.hello': { zh: '您好，', hk: '您好，', en: 'Hello,' },

  'mail.code.subject': {
    zh: '您的验证码 {{code}}',
    hk: '您的驗證碼 {{code}}',
    en: 'Your verification code {{code}}',
  },
  'mail.code.intro': {
    zh: '您的验证码是：',
    hk: '您的驗證碼是：',
    en: 'Your verification code is:',
  },
  'mail.code.register': {
    zh: '请在 {{minutes}} 分钟内使用此验证码完成注册。',
    hk: '請在 {{minutes}} 分鐘內使用此驗證碼完成註冊。',
    en: 'Use it within {{minutes}} minutes to complete your registration.',
  },
  'mail.code.forget': {
    zh: '请在 {{minutes}} 分钟内使用此验证码重置密码。',
    hk: '請在 {{minutes}} 分鐘內使用此驗證碼重置密碼。',
    en: 'Use it within {{minutes}} minutes to reset your password.',
  },
  'mail.code.login': {
    zh: '请在 {{minutes}} 分钟内使用此验证码登录。',
    hk: '請在 {{minutes}} 分鐘內使用此驗證碼登入。',
    en: 'Use it within {{minutes}} minutes to log in.',
  },
  'mail.code.ignore': {
    zh: '如果这不是您本人的操作，请忽略此邮件；没有验证码，任何资料都不会被更改。',
    hk: '如果這不是您本人的操作，請忽略此郵件；沒有驗證碼，任何資料都不會被更改。',
    en: 'If you did not ask for it, ignore this e-mail: nothing changes without the code.',
  },
  'mail.registered.subject': {
    zh: '您已注册过账号',
    hk: '您已註冊過帳號',
    en: 'You already have an account',
  },
  'mail.registered.body': {
    zh: '有人（也许是您）尝试用此邮箱注册，但该邮箱已有账号。如果是您本人，请直接登录，或通过"忘记密码"重置密码；如果不是，请忽略此邮件。',
    hk: '有人（也許是您）嘗試用此電郵註冊，但該電郵已有帳號。如果是您本人，請直接登入，或透過"忘記密碼"重置密碼；如果不是，請忽略此郵件。',
    en: 'Someone, perhaps you, tried to register with this e-mail address, but it already has an account. If it was you, log in, or reset your password with "Forgot password". If not, ignore this e-mail.',
  },
  'mail.noAccount.subject': {
    zh: '重置密码请求',
    hk: '重置密碼請求',
    en: 'Password reset request',
  },
  'mail.noAccount.body': {
    zh: '有人（也许是您）请求重置此邮箱对应账号的密码，但没有账号使用此邮箱。如果是您本人，您可能用了其他邮箱注册，也可以现在注册；如果不是，请忽略此邮件。',
    hk: '有人（也許是您）請求重置此電郵對應帳號的密碼，但沒有帳號使用此電郵。如果是您本人，您可能用了其他電郵註冊，也可以現在註冊；如果不是，請忽略此郵件。',
    en: 'Someone, perhaps you, asked to reset the password of an account with this e-mail address, but no account uses it. If it was you, you may have registered with another address, or you can register now. If not, ignore this e-mail.',
  },

  'mail.accountChange.password.subject': {
    zh: '您的账号密码已更改',
    hk: '您的帳號密碼已更改',
    en: 'The password of your account was changed',
  },
  'mail.accountChange.password.body': {
    zh: '您账号（{{email}}）的密码已于 {{at}}（UTC）更改。',
    hk: '您帳號（{{email}}）的密碼已於 {{at}}（UTC）更改。',
    en: 'The password of your account ({{email}}) was changed at {{at}} (UTC).',
  },
  'mail.accountChange.secondFactor.subject': {
    zh: '您账号的两步验证已更改',
    hk: '您帳號的兩步驗證已更改',
    en: 'The second factor of your account was changed',
  },
  'mail.accountChange.secondFactor.body': {
    zh: '您账号（{{email}}）的两步验证方式已于 {{at}}（UTC）更改。',
    hk: '您帳號（{{email}}）的兩步驗證方式已於 {{at}}（UTC）更改。',
    en: 'The second factor of your account ({{email}}) was changed at {{at}} (UTC).',
  },
  'mail.accountChange.member': {
    zh: '如果这是您本人的操作，无需处理。如果不是，请立即通过"忘记密码"重设密码，并联系我们。',
    hk: '如果這是您本人的操作，無需處理。如果不是，請立即透過"忘記密碼"重設密碼，並聯絡我們。',
    en: 'If it was you, there is nothing to do. If not, reset your password at once with "Forgot password" and contact us.',
  },
  'mail.accountChange.staff': {
    zh: '如果这是您本人的操作，无需处理。如果不是，请立即联系管理员停用账号并重设密码。',
    hk: '如果這是您本人的操作，無需處理。如果不是，請立即聯絡管理員停用帳號並重設密碼。',
    en: 'If it was you, there is nothing to do. If not, ask an administrator at once to disable the account and send you a new password link.',
  },

  'mail.staffInvitation.subject': {
    zh: '请设置您的员工账号密码',
    hk: '請設定您的員工帳號密碼',
    en: 'Set the password of your staff account',
  },
  'mail.staffInvitation.body': {
    zh: '您已获邀使用经纪后台。请在 3 天内打开以下链接设置密码（仅可使用一次）：',
    hk: '您已獲邀使用經紀後台。請在 3 天內打開以下連結設定密碼（僅可使用一次）：',
    en: 'You have been invited to the back office. Open this link within 3 days to set your password (it works once):',
  },
  'mail.staffInvitation.ignore': {
    zh: '如非本人操作，请忽略此邮件。',
    hk: '如非本人操作，請忽略此郵件。',
    en: 'If you did not expect this, please ignore this e-mail.',
  },
  'mail.staffPasswordLink.subject': {
    zh: '重设您的员工账号密码',
    hk: '重設您的員工帳號密碼',
    en: 'Reset the password of your staff account',
  },
  'mail.staffPasswordLink.body': {
    zh: '管理员为您发送了重设密码的链接。请在 3 天内打开以下链接设置新密码（仅可使用一次）：',
    hk: '管理員為您發送了重設密碼的連結。請在 3 天內打開以下連結設定新密碼（僅可使用一次）：',
    en: 'An administrator sent you a link to set a new password. Open it within 3 days (it works once):',
  },
  'mail.staffPasswordLink.ignore': {
    zh: '如非本人需要，请忽略此邮件，原密码仍然有效。',
    hk: '如非本人需要，請忽略此郵件，原密碼仍然有效。',
    en: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },

  'mail.reservationLink.subject': {
    zh: '请填写您的{{product}}预约资料',
    hk: '請填寫您的{{product}}預約資料',
    en: 'Please complete your {{product}} reservation',
  },
  'mail.reservationLink.body': {
    zh: '请打开以下链接，登录后填写您的{{product}}预约资料：',
    hk: '請打開以下連結，登入後填寫您的{{product}}預約資料：',
    en: 'Please open this link, log in and complete your {{product}} reservation:',
  },
  'mail.reservationLink.private': {
    zh: '此链接仅供您本人使用，请勿转发。',
    hk: '此連結僅供您本人使用，請勿轉發。',
    en: 'The link is for you alone; please do not forward it.',
  },

  'mail.notice.open': {
    zh: '在应用中查看：',
    hk: '在應用中查看：',
    en: 'Open it in the app:',
  },
  'mail.notice.openLink': { zh: '打开', hk: '打開', en: 'Open' },
  'mail.notice.settings': {
    zh: '不想再收到此类邮件？请在此设置邮件通知：',
    hk: '不想再收到此類郵件？請在此設定郵件通知：',
    en: 'Choose which e-mails you receive:',
  },
  'mail.notice.settingsLink': {
    zh: '邮件通知设置',
    hk: '郵件通知設定',
    en: 'E-mail notifications',
  },
} satisfies LabelCatalog;

export type MailKey = keyof typeof mailMessages;
