reset
$D0 << EOD
64 4295.4 4222.5 4309.9
1024 4688.6 4342.8 5296.3
4096 4200.8 3966.3 4420.8
65536 4446.7 4139.5 4448.8
EOD
$D1 << EOD
64 22906.6 21275.0 23255.1
1024 20738.1 19579.5 24805.7
4096 18923.5 17432.9 19094.5
65536 10276.3 9227.0 10656.8
EOD
$D2 << EOD
64 27660.3 21204.6 28118.1
1024 27442.1 23521.0 28760.0
4096 24227.4 21169.5 25276.1
65536 9603.7 9236.3 10264.0
EOD
$D3 << EOD
64 33580.8 29815.7 34102.2
1024 29913.1 26498.8 31488.8
4096 25171.4 19169.2 26807.9
65536 8274.0 7360.7 8650.3
EOD
$D4 << EOD
64 31389.1 27377.0 32233.0
1024 25445.4 20425.3 25541.4
4096 20890.4 18964.1 21129.0
65536 7420.1 7090.9 7600.7
EOD
$D5 << EOD
64 4190.1 4049.7 4383.7
1024 4974.1 4501.7 5425.0
4096 4211.2 4067.8 4583.5
65536 4238.5 3906.9 4269.9
EOD
$D6 << EOD
64 20009.3 19447.1 23853.8
1024 20076.8 19793.6 22706.3
4096 18473.7 18194.9 20333.0
65536 7845.5 7270.0 9050.5
EOD
$D7 << EOD
64 23423.0 23205.3 24183.6
1024 23207.2 18920.0 23665.7
4096 20608.6 15432.0 21940.7
65536 8451.4 7817.3 8666.8
EOD
$D8 << EOD
64 23202.2 22210.1 23381.4
1024 21303.8 21186.0 22074.2
4096 20960.1 18970.4 21755.6
65536 6590.5 5787.7 6856.7
EOD
$D9 << EOD
64 20211.6 18751.4 22737.2
1024 17988.2 17855.0 18528.7
4096 15753.2 14110.1 17032.9
65536 6917.4 5699.8 6978.4
EOD
$D10 << EOD
64 3538.9 3265.0 3956.6
1024 3758.6 3303.6 3942.4
4096 3311.1 3291.8 3347.7
65536 3083.3 2764.5 3094.6
EOD
$D11 << EOD
64 13149.9 11591.7 13506.1
1024 11354.3 11249.0 13708.4
4096 11249.7 10826.9 12053.0
65536 7178.0 6054.1 8123.9
EOD
$D12 << EOD
64 9783.1 9697.9 10627.8
1024 9982.0 9432.6 11245.9
4096 10319.9 8110.4 11598.5
65536 7212.3 6818.2 8655.9
EOD
$D13 << EOD
64 10071.6 8484.8 10470.3
1024 9449.4 8880.8 9795.7
4096 9394.6 8874.0 9718.0
65536 5205.1 4978.9 5365.2
EOD
$D14 << EOD
64 9266.4 9188.9 11078.8
1024 9988.0 7886.7 11321.2
4096 8685.8 7413.4 9500.4
65536 5402.5 5234.9 5759.7
EOD
$D15 << EOD
64 11941.2 11257.1 12324.0
1024 10976.0 10695.3 11477.9
4096 11046.8 10550.9 11493.2
65536 7534.5 7418.7 7906.2
EOD
$D16 << EOD
64 61043.9 60959.7 64860.4
1024 61663.7 54232.9 64151.3
4096 56713.5 52073.0 61919.8
65536 20547.8 19490.8 23580.8
EOD
$D17 << EOD
64 74944.1 72894.4 83201.6
1024 69269.6 67188.0 77148.4
4096 60028.1 54990.2 64134.6
65536 20667.1 20193.0 21048.8
EOD
$D18 << EOD
64 82827.8 75018.7 85313.3
1024 77662.4 74067.5 78142.8
4096 75332.5 69353.1 78075.3
65536 14426.2 12251.3 16505.7
EOD
$D19 << EOD
64 85294.4 79325.6 87280.5
1024 75409.3 65929.3 81862.5
4096 76526.4 70094.2 77741.5
65536 13869.6 12699.7 14482.4
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "msgs_vs_size_tcp_broker.png"
set multiplot layout 2,2 title "Throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1382.25:174561.0]
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
set output "msgs_vs_size_tcp_broker.svg"
set multiplot layout 2,2 title "Throughput against message size (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1382.25:174561.0]
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
