reset
$D0 << EOD
1 168.959 167.935 188.415
8 305.151 286.719 317.439
16 468.991 456.703 479.231
64 1679.359 1638.399 1957.887
128 3833.855 3424.255 4227.071
EOD
$D1 << EOD
1 249.855 246.783 307.199
8 536.575 434.175 638.975
16 917.503 749.567 958.463
64 2932.735 2572.287 3014.655
128 6684.671 6291.455 7962.623
EOD
$D2 << EOD
1 192.511 165.887 201.727
8 284.671 282.623 303.103
16 536.575 487.423 651.263
64 1851.391 1761.279 1941.503
128 3997.695 3948.543 4046.847
EOD
$D3 << EOD
1 378.879 239.615 454.655
8 442.367 436.223 479.231
16 827.391 749.567 1138.687
64 3571.711 2785.279 4095.999
128 6324.223 6062.079 7077.887
EOD
$D4 << EOD
1 190.463 187.391 196.607
8 350.207 344.063 362.495
16 598.015 561.151 655.359
64 2506.751 2277.375 3162.111
128 5963.775 4685.823 6488.063
EOD
$D5 << EOD
1 294.911 292.863 651.263
8 552.959 536.575 1023.999
16 946.175 925.695 1064.959
64 4554.751 3178.495 4849.663
128 9175.039 7602.175 11862.015
EOD
$D6 << EOD
1 182.271 171.007 191.487
8 737.279 643.071 741.375
16 1368.063 1368.063 1409.023
64 7077.887 6979.583 7176.191
128 13959.167 13238.271 17301.503
EOD
$D7 << EOD
1 372.735 239.615 385.023
8 1044.479 995.327 1253.375
16 2007.039 1925.119 2129.919
64 9895.935 9175.039 10682.367
128 21102.591 16318.463 29753.343
EOD
$D8 << EOD
1 153.599 153.599 159.743
8 282.623 264.191 327.679
16 532.479 497.663 548.863
64 2228.223 2146.303 2277.375
128 5079.039 4358.143 5668.863
EOD
$D9 << EOD
1 211.967 205.823 231.423
8 614.399 483.327 1540.095
16 991.231 925.695 1277.951
64 3719.167 3571.711 3981.311
128 10682.367 7831.551 10878.975
EOD
$D10 << EOD
1 159.743 154.623 177.151
8 274.431 268.287 305.151
16 581.631 489.471 684.031
64 2441.215 2129.919 2457.599
128 5439.487 5046.271 5603.327
EOD
$D11 << EOD
1 272.383 225.279 344.063
8 536.575 503.807 561.151
16 1228.799 917.503 1261.567
64 3866.623 3440.639 4112.383
128 9437.183 7536.639 9568.255
EOD
$D12 << EOD
1 163.839 157.695 182.271
8 325.631 323.583 360.447
16 655.359 581.631 712.703
64 3112.959 2867.199 3866.623
128 7077.887 6389.759 7602.175
EOD
$D13 << EOD
1 258.047 241.663 317.439
8 577.535 577.535 610.303
16 1179.647 1040.383 1327.103
64 5406.719 5144.575 6586.367
128 10944.511 10420.223 13434.879
EOD
$D14 << EOD
1 204.799 191.487 240.639
8 606.207 524.287 659.455
16 1073.151 1064.959 1302.527
64 6586.367 6520.831 7962.623
128 14680.063 13172.735 14811.135
EOD
$D15 << EOD
1 352.255 333.823 444.415
8 1310.719 999.423 1671.167
16 2228.223 2015.231 2457.599
64 13959.167 12189.695 15269.887
128 22282.239 19398.655 27394.047
EOD
$D16 << EOD
1 254.975 248.831 272.383
8 630.783 503.807 638.975
16 1163.263 1155.071 1294.335
64 5013.503 4521.983 5177.343
128 11272.191 10158.079 12779.519
EOD
$D17 << EOD
1 428.031 364.543 614.399
8 1056.767 876.543 1073.151
16 1933.311 1662.975 1982.463
64 7208.959 7045.119 7405.567
128 17170.431 15663.103 19529.727
EOD
$D18 << EOD
1 248.831 246.783 274.431
8 577.535 532.479 589.823
16 1196.031 1196.031 1294.335
64 5111.807 4423.679 6094.847
128 9961.471 9764.863 12976.127
EOD
$D19 << EOD
1 421.887 354.303 524.287
8 1032.191 950.271 1056.767
16 2834.431 1761.279 3653.631
64 8028.159 7897.087 8290.303
128 17301.503 13434.879 17694.719
EOD
$D20 << EOD
1 253.951 242.687 270.335
8 643.071 630.783 704.511
16 1425.407 1155.071 1507.327
64 6258.687 6258.687 6520.831
128 13893.631 11730.943 15794.175
EOD
$D21 << EOD
1 374.783 360.447 434.175
8 1146.879 1130.495 1196.031
16 2179.071 2031.615 2293.759
64 9109.503 8355.839 9175.039
128 20578.303 13631.487 26476.543
EOD
$D22 << EOD
1 296.959 270.335 305.151
8 901.119 786.431 909.311
16 1925.119 1908.735 1974.271
64 9306.111 8847.359 10092.543
128 18612.223 16515.071 18874.367
EOD
$D23 << EOD
1 446.463 444.415 483.327
8 1523.711 1515.519 1622.015
16 3145.727 2981.887 7995.391
64 14090.239 12320.767 14811.135
128 26083.327 21889.023 26345.471
EOD
$D24 << EOD
1 38.399 33.023 38.399
8 100.351 94.207 113.151
16 182.271 181.247 208.895
64 712.703 675.839 716.799
128 1449.983 1433.599 1482.751
EOD
$D25 << EOD
1 112.127 89.599 119.295
8 188.415 186.367 227.327
16 360.447 344.063 497.663
64 1146.879 1122.303 1204.223
128 2473.983 2277.375 2785.279
EOD
$D26 << EOD
1 38.911 37.119 51.967
8 108.543 103.935 109.567
16 199.679 185.343 233.471
64 733.183 729.087 892.927
128 1572.863 1540.095 1581.055
EOD
$D27 << EOD
1 99.327 76.799 101.887
8 207.871 203.775 218.111
16 409.599 323.583 448.511
64 1286.143 1236.991 1515.519
128 2621.439 2490.367 3358.719
EOD
$D28 << EOD
1 52.991 50.943 56.831
8 125.439 120.831 125.439
16 225.279 203.775 229.375
64 905.215 823.295 1007.615
128 1818.623 1785.855 1925.119
EOD
$D29 << EOD
1 127.999 121.855 150.527
8 237.567 223.231 378.879
16 393.215 360.447 448.511
64 1409.023 1343.487 2113.535
128 3063.807 2949.119 6553.599
EOD
$D30 << EOD
1 122.367 85.503 127.999
8 284.671 243.711 303.103
16 647.167 585.727 651.263
64 3325.951 3145.727 4079.615
128 6946.815 5799.935 7208.959
EOD
$D31 << EOD
1 175.103 150.527 198.655
8 540.671 448.511 593.919
16 1056.767 1028.095 1228.799
64 5996.543 5341.183 6979.583
128 15138.815 9699.327 17825.791
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "latency_vs_clients_ipc_broker.png"
set multiplot layout 2,2 title "Latency p50 (solid) and p99 (dashed) against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "8" 8, "16" 16, "64" 64, "128" 128) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [16.5115:59506.686]
set xrange [0.7142857142857143:179.2]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "nng" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "raw" font ',11'
plot $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_clients_ipc_broker.svg"
set multiplot layout 2,2 title "Latency p50 (solid) and p99 (dashed) against clients (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "8" 8, "16" 16, "64" 64, "128" 128) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [16.5115:59506.686]
set xrange [0.7142857142857143:179.2]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "nng" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
set title "raw" font ',11'
plot $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99", \
     $D28 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p50", \
     $D29 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "4 KiB p99", \
     $D30 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p50", \
     $D31 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 KiB p99"
unset multiplot
set output
