import type { Resources } from '../../i18n/i18n';

/** Texts of the message centre. */
export const noticeMessages: Resources = {
  'zh-CN': {
    'notice.title': '消息中心',
    'notice.listLabel': '消息列表',
    'notice.unread': '未读',
    'notice.unreadSummary': '{{count}} 条未读消息',
    'notice.allReadSummary': '没有未读消息',
    'notice.markAllRead': '全部标为已读',
    'notice.markedAllRead': '已全部标为已读',
    'notice.refresh': '刷新',
    'notice.empty': '暂无消息',
    'notice.emptyHint': '业务状态变更、新文件和公告会在这里通知您',
    'notice.loadFailed': '消息加载失败',
    'notice.loadMore': '加载更多',
    'notice.end': '没有更多了',
    'notice.opensPage': '打开相关页面',
  },
  'en-US': {
    'notice.title': 'Message Centre',
    'notice.listLabel': 'Messages',
    'notice.unread': 'Unread',
    'notice.unreadSummary': '{{count}} unread messages',
    'notice.allReadSummary': 'No unread messages',
    'notice.markAllRead': 'Mark all read',
    'notice.markedAllRead': 'All messages marked read',
    'notice.refresh': 'Refresh',
    'notice.empty': 'No messages yet',
    'notice.emptyHint': 'Status changes, new documents and announcements will reach you here',
    'notice.loadFailed': 'Messages could not be loaded',
    'notice.loadMore': 'Load more',
    'notice.end': 'No more data',
    'notice.opensPage': 'Opens the related page',
  },
};
