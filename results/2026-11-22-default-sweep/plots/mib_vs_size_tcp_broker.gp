reset
$D0 << EOD
64 0.2622 0.2577 0.2631
1024 4.5787 4.2411 5.1721
4096 16.4095 15.4932 17.2686
65536 277.9161 258.7206 278.0488
EOD
$D1 << EOD
64 1.3981 1.2985 1.4194
1024 20.2521 19.1206 24.2243
4096 73.9199 68.0975 74.5877
65536 642.2657 576.6868 666.0502
EOD
$D2 << EOD
64 1.6883 1.2942 1.7162
1024 26.7989 22.9697 28.0859
4096 94.6383 82.6932 98.7347
65536 600.233 577.2676 641.4977
EOD
$D3 << EOD
64 2.0496 1.8198 2.0814
1024 29.212 25.8778 30.7508
4096 98.3259 74.8798 104.7185
65536 517.1232 460.0426 540.6457
EOD
$D4 << EOD
64 1.9158 1.671 1.9673
1024 24.849 19.9466 24.9427
4096 81.6031 74.0785 82.5353
65536 463.7565 443.1798 475.0443
EOD
$D5 << EOD
64 0.2557 0.2472 0.2676
1024 4.8576 4.3962 5.2979
4096 16.4499 15.89 17.9044
65536 264.9075 244.1784 266.8674
EOD
$D6 << EOD
64 1.2213 1.187 1.4559
1024 19.6063 19.3297 22.1741
4096 72.1628 71.0737 79.4257
65536 490.3423 454.3745 565.6585
EOD
$D7 << EOD
64 1.4296 1.4163 1.4761
1024 22.6633 18.4765 23.111
4096 80.5025 60.2812 85.7057
65536 528.2131 488.5793 541.6758
EOD
$D8 << EOD
64 1.4161 1.3556 1.4271
1024 20.8045 20.6894 21.5569
4096 81.8755 74.1032 84.9827
65536 411.904 361.7283 428.542
EOD
$D9 << EOD
64 1.2336 1.1445 1.3878
1024 17.5666 17.4365 18.0944
4096 61.536 55.1175 66.5349
65536 432.3374 356.2357 436.1492
EOD
$D10 << EOD
64 0.216 0.1993 0.2415
1024 3.6705 3.2262 3.85
4096 12.9339 12.8585 13.077
65536 192.7062 172.7796 193.4131
EOD
$D11 << EOD
64 0.8026 0.7075 0.8243
1024 11.0882 10.9853 13.3871
4096 43.9441 42.2927 47.082
65536 448.6232 378.3813 507.7439
EOD
$D12 << EOD
64 0.5971 0.5919 0.6487
1024 9.7481 9.2116 10.9823
4096 40.3119 31.6813 45.3066
65536 450.7696 426.135 540.9918
EOD
$D13 << EOD
64 0.6147 0.5179 0.6391
1024 9.228 8.6727 9.5662
4096 36.6976 34.664 37.9608
65536 325.3175 311.1821 335.3233
EOD
$D14 << EOD
64 0.5656 0.5608 0.6762
1024 9.7539 7.7018 11.0559
4096 33.9287 28.9585 37.111
65536 337.6562 327.1796 359.9808
EOD
$D15 << EOD
64 0.7288 0.6871 0.7522
1024 10.7187 10.4446 11.2089
4096 43.1515 41.2143 44.8953
65536 470.9035 463.6662 494.1349
EOD
$D16 << EOD
64 3.7258 3.7207 3.9588
1024 60.2184 52.9618 62.6477
4096 221.537 203.4101 241.8742
65536 1284.2389 1218.1771 1473.8011
EOD
$D17 << EOD
64 4.5742 4.4491 5.0782
1024 67.6461 65.6133 75.3402
4096 234.4849 214.8054 250.5258
65536 1291.6966 1262.0604 1315.5523
EOD
$D18 << EOD
64 5.0554 4.5788 5.2071
1024 75.8422 72.3315 76.3113
4096 294.2677 270.9105 304.9817
65536 901.6374 765.7052 1031.609
EOD
$D19 << EOD
64 5.206 4.8417 5.3272
1024 73.6419 64.3841 79.9438
4096 298.9311 273.8055 303.6778
65536 866.8525 793.7307 905.148
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "mib_vs_size_tcp_broker.png"
set multiplot layout 2,2 title "Payload throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.09965:2947.6022]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nanomsg" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nng" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "raw" font ',11'
plot $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "mib_vs_size_tcp_broker.svg"
set multiplot layout 2,2 title "Payload throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "request payload MiB/s"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.09965:2947.6022]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nanomsg" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nng" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "raw" font ',11'
plot $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
unset multiplot
set output
