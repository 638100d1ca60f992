reset
$D0 << EOD
64 168.959 167.935 188.415
1024 192.511 165.887 201.727
4096 190.463 187.391 196.607
65536 182.271 171.007 191.487
EOD
$D1 << EOD
64 249.855 246.783 307.199
1024 378.879 239.615 454.655
4096 294.911 292.863 651.263
65536 372.735 239.615 385.023
EOD
$D2 << EOD
64 305.151 286.719 317.439
1024 284.671 282.623 303.103
4096 350.207 344.063 362.495
65536 737.279 643.071 741.375
EOD
$D3 << EOD
64 536.575 434.175 638.975
1024 442.367 436.223 479.231
4096 552.959 536.575 1023.999
65536 1044.479 995.327 1253.375
EOD
$D4 << EOD
64 468.991 456.703 479.231
1024 536.575 487.423 651.263
4096 598.015 561.151 655.359
65536 1368.063 1368.063 1409.023
EOD
$D5 << EOD
64 917.503 749.567 958.463
1024 827.391 749.567 1138.687
4096 946.175 925.695 1064.959
65536 2007.039 1925.119 2129.919
EOD
$D6 << EOD
64 1679.359 1638.399 1957.887
1024 1851.391 1761.279 1941.503
4096 2506.751 2277.375 3162.111
65536 7077.887 6979.583 7176.191
EOD
$D7 << EOD
64 2932.735 2572.287 3014.655
1024 3571.711 2785.279 4095.999
4096 4554.751 3178.495 4849.663
65536 9895.935 9175.039 10682.367
EOD
$D8 << EOD
64 3833.855 3424.255 4227.071
1024 3997.695 3948.543 4046.847
4096 5963.775 4685.823 6488.063
65536 13959.167 13238.271 17301.503
EOD
$D9 << EOD
64 6684.671 6291.455 7962.623
1024 6324.223 6062.079 7077.887
4096 9175.039 7602.175 11862.015
65536 21102.591 16318.463 29753.343
EOD
$D10 << EOD
64 153.599 153.599 159.743
1024 159.743 154.623 177.151
4096 163.839 157.695 182.271
65536 204.799 191.487 240.639
EOD
$D11 << EOD
64 211.967 205.823 231.423
1024 272.383 225.279 344.063
4096 258.047 241.663 317.439
65536 352.255 333.823 444.415
EOD
$D12 << EOD
64 282.623 264.191 327.679
1024 274.431 268.287 305.151
4096 325.631 323.583 360.447
65536 606.207 524.287 659.455
EOD
$D13 << EOD
64 614.399 483.327 1540.095
1024 536.575 503.807 561.151
4096 577.535 577.535 610.303
65536 1310.719 999.423 1671.167
EOD
$D14 << EOD
64 532.479 497.663 548.863
1024 581.631 489.471 684.031
4096 655.359 581.631 712.703
65536 1073.151 1064.959 1302.527
EOD
$D15 << EOD
64 991.231 925.695 1277.951
1024 1228.799 917.503 1261.567
4096 1179.647 1040.383 1327.103
65536 2228.223 2015.231 2457.599
EOD
$D16 << EOD
64 2228.223 2146.303 2277.375
1024 2441.215 2129.919 2457.599
4096 3112.959 2867.199 3866.623
65536 6586.367 6520.831 7962.623
EOD
$D17 << EOD
64 3719.167 3571.711 3981.311
1024 3866.623 3440.639 4112.383
4096 5406.719 5144.575 6586.367
65536 13959.167 12189.695 15269.887
EOD
$D18 << EOD
64 5079.039 4358.143 5668.863
1024 5439.487 5046.271 5603.327
4096 7077.887 6389.759 7602.175
65536 14680.063 13172.735 14811.135
EOD
$D19 << EOD
64 10682.367 7831.551 10878.975
1024 9437.183 7536.639 9568.255
4096 10944.511 10420.223 13434.879
65536 22282.239 19398.655 27394.047
EOD
$D20 << EOD
64 254.975 248.831 272.383
1024 248.831 246.783 274.431
4096 253.951 242.687 270.335
65536 296.959 270.335 305.151
EOD
$D21 << EOD
64 428.031 364.543 614.399
1024 421.887 354.303 524.287
4096 374.783 360.447 434.175
65536 446.463 444.415 483.327
EOD
$D22 << EOD
64 630.783 503.807 638.975
1024 577.535 532.479 589.823
4096 643.071 630.783 704.511
65536 901.119 786.431 909.311
EOD
$D23 << EOD
64 1056.767 876.543 1073.151
1024 1032.191 950.271 1056.767
4096 1146.879 1130.495 1196.031
65536 1523.711 1515.519 1622.015
EOD
$D24 << EOD
64 1163.263 1155.071 1294.335
1024 1196.031 1196.031 1294.335
4096 1425.407 1155.071 1507.327
65536 1925.119 1908.735 1974.271
EOD
$D25 << EOD
64 1933.311 1662.975 1982.463
1024 2834.431 1761.279 3653.631
4096 2179.071 2031.615 2293.759
65536 3145.727 2981.887 7995.391
EOD
$D26 << EOD
64 5013.503 4521.983 5177.343
1024 5111.807 4423.679 6094.847
4096 6258.687 6258.687 6520.831
65536 9306.111 8847.359 10092.543
EOD
$D27 << EOD
64 7208.959 7045.119 7405.567
1024 8028.159 7897.087 8290.303
4096 9109.503 8355.839 9175.039
65536 14090.239 12320.767 14811.135
EOD
$D28 << EOD
64 11272.191 10158.079 12779.519
1024 9961.471 9764.863 12976.127
4096 13893.631 11730.943 15794.175
65536 18612.223 16515.071 18874.367
EOD
$D29 << EOD
64 17170.431 15663.103 19529.727
1024 17301.503 13434.879 17694.719
4096 20578.303 13631.487 26476.543
65536 26083.327 21889.023 26345.471
EOD
$D30 << EOD
64 38.399 33.023 38.399
1024 38.911 37.119 51.967
4096 52.991 50.943 56.831
65536 122.367 85.503 127.999
EOD
$D31 << EOD
64 112.127 89.599 119.295
1024 99.327 76.799 101.887
4096 127.999 121.855 150.527
65536 175.103 150.527 198.655
EOD
$D32 << EOD
64 100.351 94.207 113.151
1024 108.543 103.935 109.567
4096 125.439 120.831 125.439
65536 284.671 243.711 303.103
EOD
$D33 << EOD
64 188.415 186.367 227.327
1024 207.871 203.775 218.111
4096 237.567 223.231 378.879
65536 540.671 448.511 593.919
EOD
$D34 << EOD
64 182.271 181.247 208.895
1024 199.679 185.343 233.471
4096 225.279 203.775 229.375
65536 647.167 585.727 651.263
EOD
$D35 << EOD
64 360.447 344.063 497.663
1024 409.599 323.583 448.511
4096 393.215 360.447 448.511
65536 1056.767 1028.095 1228.799
EOD
$D36 << EOD
64 712.703 675.839 716.799
1024 733.183 729.087 892.927
4096 905.215 823.295 1007.615
65536 3325.951 3145.727 4079.615
EOD
$D37 << EOD
64 1146.879 1122.303 1204.223
1024 1286.143 1236.991 1515.519
4096 1409.023 1343.487 2113.535
65536 5996.543 5341.183 6979.583
EOD
$D38 << EOD
64 1449.983 1433.599 1482.751
1024 1572.863 1540.095 1581.055
4096 1818.623 1785.855 1925.119
65536 6946.815 5799.935 7208.959
EOD
$D39 << EOD
64 2473.983 2277.375 2785.279
1024 2621.439 2490.367 3358.719
4096 3063.807 2949.119 6553.599
65536 15138.815 9699.327 17825.791
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "latency_vs_size_ipc_broker.png"
set multiplot layout 2,2 title "Latency p50 (solid) and p99 (dashed) against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [16.5115:59506.686]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "nanomsg" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "nng" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "raw" font ',11'
plot $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D32 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D33 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D34 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D35 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D36 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D37 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D38 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D39 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_size_ipc_broker.svg"
set multiplot layout 2,2 title "Latency p50 (solid) and p99 (dashed) against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round-trip latency (µs)"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [16.5115:59506.686]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "nanomsg" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "nng" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
set title "raw" font ',11'
plot $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients p99", \
     $D32 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p50", \
     $D33 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients p99", \
     $D34 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p50", \
     $D35 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients p99", \
     $D36 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p50", \
     $D37 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients p99", \
     $D38 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p50", \
     $D39 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients p99"
unset multiplot
set output
