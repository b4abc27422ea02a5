import type { Resources } from '../../i18n/i18n';

export const locationMessages: Resources = {
  'zh-CN': {
    'location.choose.title': '选择地址',
    'location.choose.address': '地址',
    'location.choose.hint': '请输入详细地址；也可以使用当前位置的坐标。',
    'location.choose.useCurrent': '使用当前位置',
    'location.choose.locating': '正在定位…',
    'location.choose.coordinates': '当前位置：{{lat}}, {{lng}}',
    'location.choose.unavailable': '无法获取当前位置，请手动输入地址',
    'location.choose.confirm': '使用此地址',
    'location.choose.preview': '查看位置',
    'location.open.title': '位置',
    'location.open.address': '地址',
    'location.open.coordinates': '坐标',
    'location.open.mapAlt': '{{address}} 附近的地图',
    'location.open.noMap': '地图暂不可用，请参考以上地址。',
  },
  'en-US': {
    'location.choose.title': 'Choose an address',
    'location.choose.address': 'Address',
    'location.choose.hint':
      'Type the full address; you can also use the coordinates of where you are.',
    'location.choose.useCurrent': 'Use my current position',
    'location.choose.locating': 'Locating…',
    'location.choose.coordinates': 'Current position: {{lat}}, {{lng}}',
    'location.choose.unavailable': 'Your position is not available; please type the address',
    'location.choose.confirm': 'Use this address',
    'location.choose.preview': 'View the location',
    'location.open.title': 'Location',
    'location.open.address': 'Address',
    'location.open.coordinates': 'Coordinates',
    'location.open.mapAlt': 'Map around {{address}}',
    'location.open.noMap': 'No map is available; please use the address above.',
  },
};
